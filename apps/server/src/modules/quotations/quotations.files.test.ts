import type { MessageKey, QuotationInfo } from '@portal/contract';
import { translate } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fieldErrorsOf, uploadDocument } from '../../../test/test-app';
import type { QuotationWorld } from './quotations.test-support';
import { caller, dayFromToday, quotationWorld, solutionOf } from './quotations.test-support';

/**
 * The attachments of a quotation version: set while it is a draft, carried into the next version, read
 * and downloaded by whoever may read the quotation, and nobody else.
 */

let world: QuotationWorld;
let api: ReturnType<typeof caller>;
const en = (key: MessageKey) => translate('en', key);

beforeAll(async () => {
  world = await quotationWorld();
  api = caller(world);
});
afterAll(async () => {
  await world.ctx.close();
});

const upload = async (user: string, name: string, text = 'Layout drawing\n') => {
  const answer = await uploadDocument(world.ctx.app, world.tokens[user], name, text);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.id;
};

const saveBody = (quotation: QuotationInfo, fileIds?: string[]) => ({
  id: quotation.id,
  rowVersion: quotation.rowVersion,
  lines: quotation.lines.map(({ itemKind, itemId, quantity }) => ({ itemKind, itemId, quantity })),
  ...(fileIds ? { fileIds } : {}),
});

const download = (id: number, fileId: string, user: string) =>
  call(world.ctx.app, 'GET', '/quotation/download-file', {
    token: world.tokens[user],
    query: { id: String(id), fileId },
  });

describe('quotation attachments', () => {
  it('are set on a draft, kept when not sent, carried into the next version and downloaded', async () => {
    const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
    expect(draft.files).toEqual([]);
    const layout = await upload('planner', 'layout.txt');
    const terms = await upload('planner2', 'terms.txt');
    const saved = await api.ok('save-quotation', saveBody(draft, [terms, layout]));
    expect(saved.files.map((file) => [file.id, file.name, file.ext])).toEqual([
      [terms, 'terms.txt', 'TXT'],
      [layout, 'layout.txt', 'TXT'],
    ]);
    // A save without fileIds leaves them as they are.
    const again = await api.ok('save-quotation', saveBody(saved));
    expect(again.files.map((file) => file.id)).toEqual([terms, layout]);

    const file = await download(again.id, layout, 'planner');
    expect(file.status).toBe(200);
    expect(file.response.body).toBe('Layout drawing\n');
    // The sales owner reads the quotation, so its files; another company's partner does not.
    expect((await download(again.id, layout, 'sales')).status).toBe(200);
    expect((await download(again.id, layout, 'partner.b')).msg).toBe(en('error.recordNotFound'));
    // A file of another quotation is not this one's.
    const other = await upload('planner', 'other.txt');
    expect((await download(again.id, other, 'planner')).msg).toBe(en('error.fileNotFound'));

    const approved = await api.ok('submit-quotation', { id: again.id, rowVersion: again.rowVersion });
    expect(approved.status).toBe('approved');
    // An approved version is no longer edited.
    expect((await api.post('save-quotation', saveBody(approved, []))).code).not.toBe(0);
    const next = await api.ok('revise-quotation', { id: approved.id, rowVersion: approved.rowVersion });
    expect(next.files.map((file) => file.id)).toEqual([terms, layout]);
    const trimmed = await api.ok('save-quotation', saveBody(next, [layout]));
    expect(trimmed.files.map((file) => file.id)).toEqual([layout]);
    // The old version keeps its own.
    expect((await api.get(approved.id)).data.files.map((file) => file.id)).toEqual([terms, layout]);
  });

  it('refuses a partner’s upload, an unknown file and the same file twice, saving nothing', async () => {
    const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
    const partners = await upload('partner.sales', 'mine.txt');
    const refusedFile = await api.post('save-quotation', saveBody(draft, [partners]));
    expect(refusedFile.msg).toBe(en('quotation.refused.fileUnknown'));
    const unknown = await api.post(
      'save-quotation',
      saveBody(draft, ['7b0c1f4e-2f7a-4c1e-9f57-1d2a3b4c5d6e']),
    );
    expect(unknown.msg).toBe(en('quotation.refused.fileUnknown'));
    const mine = await upload('planner', 'mine.txt');
    const twice = await api.post('save-quotation', saveBody(draft, [mine, mine]));
    expect(twice.code).toBe(100);
    expect(fieldErrorsOf(twice.data)).toEqual([
      expect.objectContaining({
        field: 'fileIds',
        message: expect.stringContaining(en('quotation.validation.duplicateFile')),
      }),
    ]);
    const after = (await api.get(draft.id)).data;
    expect(after.files).toEqual([]);
    expect(after.rowVersion).toBe(draft.rowVersion);
  });

  it('are read by the partner of an additional quotation once it is issued, not before', async () => {
    const requested = await api.ok(
      'request-additional',
      {
        opportunityId: world.openA,
        note: 'A spare gripper, with its drawing',
        items: [{ itemKind: 'material', itemId: world.material.fence, quantity: '1' }],
      },
      'partner.sales',
    );
    const staff = (await api.get(requested.id)).data;
    const drawing = await upload('planner', 'gripper.txt', 'Gripper drawing\n');
    const saved = await api.ok('save-quotation', saveBody(staff, [drawing]));
    const seenEarly = (await api.get(saved.id, 'partner.sales')).data;
    expect(seenEarly.files).toEqual([]);
    expect((await download(saved.id, drawing, 'partner.sales')).msg).toBe(en('error.fileNotFound'));

    const approved = await api.ok('submit-quotation', { id: saved.id });
    expect(approved.status).toBe('approved');
    await api.ok('issue-quotation', { id: saved.id, validUntil: dayFromToday(10) });
    const seen = (await api.get(saved.id, 'partner.sales')).data;
    expect(seen.files.map((file) => file.name)).toEqual(['gripper.txt']);
    const file = await download(saved.id, drawing, 'partner.sales');
    expect(file.status).toBe(200);
    expect(file.response.body).toBe('Gripper drawing\n');
    expect((await download(saved.id, drawing, 'partner.b')).msg).toBe(en('error.recordNotFound'));
  });
});
