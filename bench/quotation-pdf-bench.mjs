// The PDF of a formal quotation, rendered in this process as the server renders it: a Korean quotation of
// 200 lines (the budget: within 2 s, under 1 MB), and the same in Chinese and English for
// comparison. Each language is rendered --warmup times first, then --renders times, one after the other;
// prints p50/p95/max of the render time and the PDF's size and page count.
// Never part of the test suite; needs no database and no build (the TypeScript sources load through tsx).
// Usage (bench/README.md):
//   node bench/quotation-pdf-bench.mjs [--lines 200] [--renders 20] [--warmup 3] [--languages kr,cn,en]
//     [--out DIR]   (writes the last PDF of each language there, to look at)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { ms, say, summary } from './bench-kit.mjs';

const { values: opt } = parseArgs({
  options: {
    lines: { type: 'string', default: '200' },
    renders: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    languages: { type: 'string', default: 'kr,cn,en' },
    out: { type: 'string' },
  },
});
const lineCount = Number(opt.lines);
const budget = { ms: 2000, bytes: 1024 * 1024 };

const documentDir = '../apps/server/src/modules/quotations/document';
const { renderQuotationPdf } = await tsImport(`${documentDir}/render-quotation-pdf.ts`, import.meta.url);
const { sampleQuotationDocument } = await tsImport(
  `${documentDir}/sample-quotation-document.ts`,
  import.meta.url,
);

const pageCount = (pdf) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

say(`Quotation PDF, ${lineCount} lines: ${opt.warmup} warm-up + ${opt.renders} renders per language`);
let withinBudget = true;
for (const language of opt.languages.split(',')) {
  const doc = sampleQuotationDocument(language, lineCount);
  const firstStart = performance.now();
  let pdf = await renderQuotationPdf(doc);
  const first = performance.now() - firstStart;
  for (let i = 1; i < Number(opt.warmup); i += 1) await renderQuotationPdf(doc);
  const samples = [];
  for (let i = 0; i < Number(opt.renders); i += 1) {
    const start = performance.now();
    pdf = await renderQuotationPdf(doc);
    samples.push(performance.now() - start);
  }
  const s = summary(samples);
  const kb = (pdf.length / 1024).toFixed(1);
  say(
    `${language}: first ${ms(first)} ms; p50 ${ms(s.p50)} p95 ${ms(s.p95)} max ${ms(s.max)} ms; ` +
      `${kb} KB, ${pageCount(pdf)} pages`,
  );
  if (language === 'kr' && (s.p95 > budget.ms || pdf.length > budget.bytes)) withinBudget = false;
  if (opt.out) writeFileSync(path.join(opt.out, `quotation-${language}-${lineCount}.pdf`), pdf);
}
say(withinBudget ? 'Korean: within 2 s (p95) and under 1 MB' : 'Korean: OVER the budget (2 s p95, 1 MB)');
