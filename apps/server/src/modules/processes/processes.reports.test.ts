/**
 * Opportunity-report review on the engine: a submission starts the report's process, the process
 * centre's actions move the report through its own table, and partners see only their company's.
 */
import type { EquipmentModel, Page, ProcessInfo, ProcessListItem, ReportInfo } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { submittedReportBody } from '../../../test/report-fixtures';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { businessOpportunities, opportunityReports, processes, quotations, users } from '../../db/schema';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let models: EquipmentModel[] = [];
const reports = '/businesOpptReporting';

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'channel', 'sales', 'partner.sales', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
  for (const user of ['partner.sales', 'partner.b'])
    await call(ctx.app, 'POST', `${reports}/confirm-agreement`, { token: tokens[user] });
  models = (
    await call<EquipmentModel[]>(ctx.app, 'POST', `${reports}/get-equipment-model-list`, {
      token: tokens['partner.sales'],
      body: { productLineCode: 'CNC' },
    })
  ).data;
});
afterAll(() => ctx.close());

/** Saves and submits a report as `user`; answers the report and its process id. */
async function submitted(user = 'partner.sales') {
  const saved = await call<ReportInfo>(ctx.app, 'POST', `${reports}/save`, {
    token: tokens[user],
    body: submittedReportBody(ids[user]!, models[0]!.id),
  });
  expect(saved.code, saved.msg).toBe(0);
  const [row] = await ctx.db
    .select({ id: processes.id })
    .from(processes)
    .where(eq(processes.subjectId, saved.data.id));
  return { report: saved.data, processId: row!.id };
}

const list = (view: string, who: string, filters: object = {}) =>
  call<Page<ProcessListItem>>(ctx.app, 'POST', '/process/page-process-list', {
    token: tokens[who],
    body: { view, pageNum: 1, pageSize: 50, ...filters },
  });
const move = (action: string, id: number, who: string, extra: object = {}) =>
  call<ProcessInfo>(ctx.app, 'POST', `/process/${action}`, { token: tokens[who], body: { id, ...extra } });
const report = async (id: number) =>
  (
    await call<ReportInfo>(ctx.app, 'GET', `${reports}/get-opptReporting-info`, {
      token: tokens['channel'],
      query: { id: String(id) },
    })
  ).data;

describe('opportunity-report review on the engine', () => {
  it("has demo processes in every status, and every submitted demo report waits in a reviewer's to-dos", async () => {
    const rows = await ctx.db.select({ status: processes.status }).from(processes);
    expect([...new Set(rows.map((row) => row.status))].sort()).toEqual([-1, 1, 2, 3]);
    const submittedReports = await ctx.db
      .select({ id: opportunityReports.id })
      .from(opportunityReports)
      .where(eq(opportunityReports.status, 'submitted'));
    const todo = await list('todo', 'channel', { kind: 'opportunityReport', pageSize: 500 });
    expect(todo.data.total).toBe(submittedReports.length);
  });

  it('starts the process on submission and approves the report from the process centre', async () => {
    const { report: r, processId } = await submitted();
    const todo = await list('todo', 'channel', { kind: 'opportunityReport', keyword: r.reportNo });
    expect(todo.data.total).toBe(1);
    expect(todo.data.list[0]).toMatchObject({
      id: processId,
      subjectNo: r.reportNo,
      title: r.projectName,
      status: 1,
      actions: ['approve', 'reject', 'transfer', 'comment'],
    });
    const approved = await move('approve', processId, 'channel', { comment: 'Complete' });
    expect(approved.data).toMatchObject({ status: 2, outcome: 'approved' });
    expect((await report(r.id)).status).toBe('approved');
    const opportunity = await ctx.db
      .select({ id: businessOpportunities.id })
      .from(businessOpportunities)
      .where(eq(businessOpportunities.sourceReportId, r.id));
    expect(opportunity).toHaveLength(1);
  });

  it('rejects the report with the comment as its reason, and withdraws it for its submitter', async () => {
    const first = await submitted();
    await move('reject', first.processId, 'admin', { comment: 'Budget missing' });
    expect(await report(first.report.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Budget missing',
    });

    const second = await submitted();
    expect((await move('withdraw', second.processId, 'channel')).code).toBe(100);
    const withdrawn = await move('withdraw', second.processId, 'partner.sales');
    expect(withdrawn.data).toMatchObject({ status: -1, outcome: 'withdrawn' });
    expect((await report(second.report.id)).status).toBe('withdrawn');
    const again = await call<ReportInfo>(ctx.app, 'PUT', `${reports}/submit-opptReporting`, {
      token: tokens['partner.sales'],
      body: { id: second.report.id },
    });
    expect(again.code, again.msg).toBe(0);
    const restarted = await call<ProcessInfo>(ctx.app, 'GET', '/process/get-process-info', {
      token: tokens['partner.sales'],
      query: { id: String(second.processId) },
    });
    expect(restarted.data).toMatchObject({ status: 1, round: 2 });
  });

  it("withdraws the process with the report's own withdrawal, and the review endpoints act through it", async () => {
    const { report: r, processId } = await submitted();
    await call(ctx.app, 'GET', `${reports}/withdraw-opptReporting`, {
      token: tokens['partner.sales'],
      query: { id: String(r.id) },
    });
    const [row] = await ctx.db.select().from(processes).where(eq(processes.id, processId));
    expect(row).toMatchObject({ status: -1, outcome: 'withdrawn' });
    await call(ctx.app, 'PUT', `${reports}/submit-opptReporting`, {
      token: tokens['partner.sales'],
      body: { id: r.id },
    });
    const approved = await call<ReportInfo>(ctx.app, 'POST', `${reports}/approve-opptReporting`, {
      token: tokens['channel'],
      body: { id: r.id },
    });
    expect(approved.data.status).toBe('approved');
    const process = await call<ProcessInfo>(ctx.app, 'GET', '/process/get-process-info', {
      token: tokens['channel'],
      query: { id: String(processId) },
    });
    expect(process.data).toMatchObject({ status: 2, outcome: 'approved', round: 2 });
    expect(process.data.history.map((h) => h.action)).toEqual(['submit', 'withdraw', 'submit', 'approve']);
  });

  it("shows partners only their company's processes, by list and by id", async () => {
    const ofA = await submitted('partner.sales');
    const ofB = await submitted('partner.b');
    const mine = await list('submitted', 'partner.sales');
    expect(mine.data.list.map((row) => row.id)).toContain(ofA.processId);
    expect(mine.data.list.map((row) => row.id)).not.toContain(ofB.processId);
    expect(mine.data.list.every((row) => row.companyId === ofA.report.companyId)).toBe(true);
    for (const view of ['todo', 'handled'])
      expect((await list(view, 'partner.b')).data.list.map((row) => row.id)).not.toContain(ofA.processId);
    expect((await list('all', 'partner.b')).msg).toBe(translate('en', 'error.noPermission'));
    const byId = await call(ctx.app, 'GET', '/process/get-process-info', {
      token: tokens['partner.b'],
      query: { id: String(ofA.processId) },
    });
    expect(byId.msg).toBe(translate('en', 'error.recordNotFound'));
    expect((await move('comment', ofA.processId, 'partner.b', { comment: 'Mine?' })).msg).toBe(
      translate('en', 'error.recordNotFound'),
    );
    const all = await list('all', 'admin', { status: 1, kind: 'opportunityReport' });
    expect(all.data.list.map((row) => row.id)).toEqual(
      expect.arrayContaining([ofA.processId, ofB.processId]),
    );
    expect(all.data.list.every((row) => row.status === 1)).toBe(true);
  });
});

describe('planning quotation approval on the engine', () => {
  it("waits in the approvers' to-dos, approves the quotation from the process centre, and stays internal", async () => {
    const [running] = await ctx.db
      .select({ id: processes.id, subjectId: processes.subjectId })
      .from(processes)
      .where(and(eq(processes.kind, 'planningQuotation'), eq(processes.status, 1)));
    expect(running).toBeDefined();
    const todo = await list('todo', 'sales', { kind: 'planningQuotation' });
    expect(todo.data.list.map((row) => row.id)).toContain(running!.id);
    const denied = await call(ctx.app, 'GET', '/process/get-process-info', {
      token: tokens['partner.sales'],
      query: { id: String(running!.id) },
    });
    expect(denied.msg).toBe(translate('en', 'error.recordNotFound'));
    const approved = await move('approve', running!.id, 'sales', { comment: 'Discount accepted' });
    expect(approved.data).toMatchObject({ status: 2, outcome: 'approved' });
    const [quotation] = await ctx.db
      .select({ status: quotations.status })
      .from(quotations)
      .where(eq(quotations.id, running!.subjectId));
    expect(quotation!.status).toBe('approved');
  });
});

describe('process/get-user-options', () => {
  it('answers active internal users to staff (transfer, delegation) and refuses partners', async () => {
    const staff = await call<Array<{ id: number; name: string; username: string }>>(
      ctx.app,
      'GET',
      '/process/get-user-options',
      { token: tokens['channel'] },
    );
    expect(staff.code).toBe(0);
    const usernames = staff.data.map((user) => user.username);
    expect(usernames).toEqual(expect.arrayContaining(['admin', 'channel', 'sales']));
    expect(usernames).not.toContain('partner.sales');
    const partner = await call(ctx.app, 'GET', '/process/get-user-options', {
      token: tokens['partner.sales'],
    });
    expect(partner.code).not.toBe(0);
  });
});
