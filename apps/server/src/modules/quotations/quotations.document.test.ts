import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { QuotationInfo } from '@portal/contract';
import { translate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema';
import type { QuotationWorld } from './quotations.test-support';
import { caller, dayFromToday, quotationWorld, solutionOf } from './quotations.test-support';

/** The PDF of an issued quotation: in the customer's language, to its partner and staff, never a draft's. */

let world: QuotationWorld;
let api: ReturnType<typeof caller>;
let planning: QuotationInfo;
let formal: QuotationInfo;

const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

function download(id: number, user: string) {
  return world.ctx.app.inject({
    method: 'GET',
    url: `/api/quotation/download-quotation-pdf?id=${id}`,
    headers: { authorization: `Bearer ${world.tokens[user]}`, language: 'en' },
  });
}

beforeAll(async () => {
  world = await quotationWorld();
  api = caller(world);
  const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
  planning = await api.ok('submit-quotation', { id: draft.id });
  expect(planning.status).toBe('approved');
  formal = await api.ok('create-formal', {
    id: planning.id,
    validUntil: dayFromToday(30),
    paymentTerms: '30% advance',
  });
  // The customer reads Korean: the document follows the quotation's language, not the reader's.
  await world.ctx.db.update(quotations).set({ language: 'kr' }).where(eq(quotations.id, formal.id));
});
afterAll(() => world.ctx.close());

describe('the PDF of a quotation', () => {
  it('is the formal quotation in its customer language, for its partner and for staff', async () => {
    for (const user of ['partner.sales', 'sales']) {
      const answer = await download(formal.id, user);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toContain(`${formal.quotationNo}-v1.pdf`);
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(answer.rawPayload.length).toBeLessThan(1024 * 1024);
      if (!hasPdftotext) continue;
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'quotation-pdf-')), 'q.pdf');
      writeFileSync(file, answer.rawPayload);
      const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout;
      expect(text).toContain(translate('kr', 'quotationDocument.title.formal'));
      expect(text).toContain(formal.quotationNo);
      expect(text).toContain('30% advance');
    }
  });

  it('is refused for a planning quotation, and not found for another company', async () => {
    const refused = await download(planning.id, 'sales');
    expect(refused.json()).toMatchObject({ code: 100, msg: translate('en', 'quotation.refused.noDocument') });
    const other = await download(formal.id, 'partner.b');
    expect(other.json()).toMatchObject({ code: 100, msg: translate('en', 'error.recordNotFound') });
  });
});
