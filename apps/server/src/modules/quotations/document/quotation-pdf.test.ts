import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Language } from '@portal/contract';
import { formatAmount, translate } from '@portal/contract';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inFonts, pdfFonts } from '../../../core/pdf-fonts';
import { renderQuotationPdf } from './render-quotation-pdf';
import { sampleQuotationDocument } from './sample-quotation-document';

/** pdftotext (Debian's poppler-utils, installed by .ci/run) reads the text back; without it those checks skip. */
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;
const withPdftotext = hasPdftotext ? '' : ' (SKIPPED: pdftotext from poppler-utils is not installed)';

const work = mkdtempSync(path.join(tmpdir(), 'quotation-pdf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The text of a PDF's pages (all, or `first`..`last`), as pdftotext lays it out. */
function textOf(pdf: Buffer, pages?: { first: number; last: number }): string {
  const file = path.join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
  const result = spawnSync('pdftotext', ['-layout', ...range, file, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout;
}

/** Pages of a PDF, counted from its page objects (pdfkit writes object dictionaries uncompressed). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

const languages: readonly Language[] = ['cn', 'en', 'kr'];

describe('renderQuotationPdf', () => {
  describe.each(languages)('in %s', (language) => {
    const doc = sampleQuotationDocument(language);
    let pdf: Buffer = Buffer.alloc(0);
    beforeAll(async () => {
      pdf = await renderQuotationPdf(doc);
    });

    it('is a one-page PDF', async () => {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pageCount(pdf)).toBe(1);
    });

    it(`shows the labels, the customer and the exact total in the reader's language${withPdftotext}`, async ({
      skip,
    }) => {
      if (!hasPdftotext) skip();
      const text = textOf(pdf);
      for (const key of [
        'quotationDocument.title.formal',
        'quotationDocument.field.validUntil',
        'quotationDocument.column.unitPrice',
        'quotationDocument.billOfMaterials',
        'quotationDocument.total',
        'quotationDocument.paymentTerms',
      ] as const) {
        expect(text).toContain(translate(language, key));
      }
      expect(text).toContain(translate(language, 'quotationDocument.page', { page: 1, pages: 1 }));
      expect(text).toContain(doc.customer.name);
      expect(text).toContain(doc.seller.name);
      expect(text).toContain(`${doc.currency} ${formatAmount(doc.total, doc.currency)}`);
      expect(text).toContain('2026-12-24');
    });
  });

  it('writes the Korean customer of an English quotation in the Korean font, the rest in the Chinese one', async () => {
    const doc = sampleQuotationDocument('en');
    expect(doc.customer.name).toMatch(/\p{Script=Hangul}/u);
    const fonts =
      (await renderQuotationPdf(doc)).toString('latin1').match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g) ?? [];
    const families = fonts.map((font) => font.replace(/^.*\+/, ''));
    expect(families).toContain('NotoSansSC-Regular');
    expect(families.some((family) => family.startsWith('NotoSansKR-'))).toBe(true);
  });

  it('refuses a date that is not YYYY-MM-DD', async () => {
    const doc = { ...sampleQuotationDocument('en'), validUntil: '24.12.2026' };
    await expect(renderQuotationPdf(doc)).rejects.toThrow(/YYYY-MM-DD/);
  });

  it('puts every character in a font that has its glyph (no empty boxes)', () => {
    const open = (file: string) => {
      const font = fontkit.openSync(file);
      if (!('hasGlyphForCodePoint' in font)) throw new Error('a collection');
      return font;
    };
    const files = {
      NotoSansSC: open(pdfFonts.NotoSansSC.normal),
      NotoSansKR: open(pdfFonts.NotoSansKR.normal),
    };
    const mixed = '韓國精密 한국정밀 苏州精密制造 区东 Café – “x” ₩ €';
    for (const language of languages) {
      const runs = inFonts(mixed, language);
      const list =
        typeof runs === 'string'
          ? [{ text: runs, font: language === 'kr' ? 'NotoSansKR' : 'NotoSansSC' } as const]
          : runs;
      expect(list.map((run) => run.text).join('')).toBe(mixed);
      for (const run of list) {
        for (const character of run.text) {
          expect(
            files[run.font].hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
            `${character} in ${run.font}`,
          ).toBe(true);
        }
      }
    }
  });

  describe('a Korean formal quotation of 200 lines', () => {
    const doc = sampleQuotationDocument('kr', 200);
    let pdf: Buffer = Buffer.alloc(0);
    beforeAll(async () => {
      pdf = await renderQuotationPdf(doc);
    });

    it('stays under 1 MB and numbers its pages "x of y" with y the real count', async () => {
      expect(pdf.length).toBeLessThan(1024 * 1024);
      const pages = pageCount(pdf);
      // About 33 lines a page (fewer on the first, under the letterhead), the totals and terms after them.
      expect(pages).toBeGreaterThanOrEqual(6);
      expect(pages).toBeLessThanOrEqual(8);
      if (!hasPdftotext) return;
      const last = textOf(pdf, { first: pages, last: pages });
      expect(last).toContain(translate('kr', 'quotationDocument.page', { page: pages, pages }));
    });

    it(`holds every line once, in order, under the column headers repeated on each page${withPdftotext}`, async ({
      skip,
    }) => {
      if (!hasPdftotext) skip();
      const pages = pageCount(pdf);
      const codes: string[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const text = textOf(pdf, { first: page, last: page });
        const onPage = text.match(/RB-ARM-6-\d+/g) ?? [];
        if (onPage.length > 0) expect(text).toContain(translate('kr', 'quotationDocument.column.code'));
        codes.push(...onPage);
      }
      expect(codes).toEqual(doc.lines.map((line) => line.code));
      const text = textOf(pdf);
      expect(text).toContain(doc.customer.name);
      expect(text).toContain(`KRW ${formatAmount(doc.total, 'KRW')}`);
    });
  });
});
