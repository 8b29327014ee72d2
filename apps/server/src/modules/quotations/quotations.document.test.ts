import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { QuotationInfo } from '@portal/contract';
import { translate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, quotations } from '../../db/schema';
import type { QuotationWorld } from './quotations.test-support';
import { caller, dayFromToday, quotationWorld, solutionOf } from './quotations.test-support';

/**
 * The PDF of an issued quotation: in the customer's language (its name and address too), to its partner
 * and staff, never a draft's.
 */

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
  // Its customer has an English address beside its registered one (#21 §5).
  const [row] = await world.ctx.db
    .select({ customerId: quotations.customerId })
    .from(quotations)
    .where(eq(quotations.id, formal.id));
  expect(row?.customerId).toBeTruthy();
  await world.ctx.db
    .update(customers)
    .set({ address: '江苏省苏州市星湖街 88 号', addressEn: '88 Xinghu Street, Suzhou' })
    .where(eq(customers.id, row!.customerId!));
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
      // A Korean document of a customer with no Korean address prints its English one.
      expect(text).toContain('88 Xinghu Street, Suzhou');
      expect(text).not.toContain('星湖街');
    }
  });

  it('is refused for a planning quotation, and not found for another company', async () => {
    const refused = await download(planning.id, 'sales');
    expect(refused.json()).toMatchObject({ code: 100, msg: translate('en', 'quotation.refused.noDocument') });
    const other = await download(formal.id, 'partner.b');
    expect(other.json()).toMatchObject({ code: 100, msg: translate('en', 'error.recordNotFound') });
  });
});
