import { randomBytes } from 'node:crypto';
import type {
  EquipmentModel,
  Page,
  ReportAction,
  ReportInfo,
  ReportListItem,
  ReportStatus,
} from '@portal/contract';
import { creditCodeOf, keysOf, reportStatuses, reportTransitions, translate } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { signedInPrincipal } from '../../../test/principals';
import { call, createTestApp } from '../../../test/test-app';
import type { Principal } from '../../core/principal';
import { availableActions } from '../../core/transitions';
import { auditEntries, opportunityReports } from '../../db/schema';

/**
 * The report state machine lives in the contract's table alone: what the server answers with each
 * report is the table's answer for its reader, a move the answer does not offer is refused, and a
 * change made on a version someone else has changed since is refused too.
 */

let ctx: TestContext;
const prefix = '/businesOpptReporting';
const demoUsers = [
  'admin',
  'channel',
  'sales',
  'sales2',
  'planner',
  'planner2',
  'service',
  'partner.admin',
  'partner.sales',
  'partner.b',
];
const tokens: Record<string, string> = {};
/** Each demo user as the server sees it: kind, company and permission codes (menus and buttons). */
const principals: Record<string, Principal> = {};
const models: Record<string, EquipmentModel[]> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of demoUsers) {
    const signedIn = await signedInPrincipal(ctx.app, user);
    tokens[user] = signedIn.token;
    principals[user] = signedIn.principal;
  }
  for (const line of ['CNC', 'ROBOT']) {
    const res = await call<EquipmentModel[]>(ctx.app, 'POST', `${prefix}/get-equipment-model-list`, {
      token: tokens['partner.sales'],
      body: { productLineCode: line },
    });
    models[line] = res.data;
  }
  // Partner A confirms this year's agreement once, so its users may submit.
  await call(ctx.app, 'POST', `${prefix}/confirm-agreement`, { token: tokens['partner.admin'] });
  await call(ctx.app, 'POST', `${prefix}/confirm-agreement`, { token: tokens['partner.b'] });
});
afterAll(() => ctx.close());

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;
/** A unique credit code that passes its check characters (a customer in China). */
const creditCode = () => creditCodeOf('91320500', randomBytes(4).toString('hex').toUpperCase());

function reportBody(overrides: Record<string, unknown> = {}, user = 'partner.sales') {
  return {
    submit: false,
    contactIds: [principals[user]!.userId],
    customer: { name: unique('Customer'), creditCode: creditCode(), country: 'CN', region: 'CN' },
    projectName: unique('Project'),
    productLineCode: 'CNC',
    lines: [{ equipmentModelId: models['CNC']![0]!.id, kind: models['CNC']![0]!.kind, quantity: 2 }],
    rate: '50.00',
    amount: '120000.50',
    currency: 'CNY',
    expectedCloseDate: '2027-03-31',
    ...overrides,
  };
}

const save = (body: Record<string, unknown>, user = 'partner.sales') =>
  call<ReportInfo>(ctx.app, 'POST', `${prefix}/save`, { token: tokens[user], body });
const info = (id: number, user = 'partner.sales') =>
  call<ReportInfo>(ctx.app, 'GET', `${prefix}/get-opptReporting-info`, {
    token: tokens[user],
    query: { id: String(id) },
  });
const page = (body: Record<string, unknown>, user: string) =>
  call<Page<ReportListItem>>(ctx.app, 'POST', `${prefix}/page-opptReporting-list`, {
    token: tokens[user],
    body: { pageNum: 1, pageSize: 500, ...body },
  });
const submit = (id: number, rowVersion?: number, user = 'partner.sales') =>
  call<ReportInfo>(ctx.app, 'PUT', `${prefix}/submit-opptReporting`, {
    token: tokens[user],
    body: { id, rowVersion },
  });
const withdraw = (id: number, rowVersion?: number, user = 'partner.sales') =>
  call<ReportInfo>(ctx.app, 'GET', `${prefix}/withdraw-opptReporting`, {
    token: tokens[user],
    query: { id: String(id), ...(rowVersion !== undefined ? { rowVersion: String(rowVersion) } : {}) },
  });
const discard = (id: number, rowVersion?: number, user = 'partner.sales') =>
  call<ReportInfo>(ctx.app, 'PUT', `${prefix}/discard-opptReporting`, {
    token: tokens[user],
    body: { id, rowVersion },
  });
const approve = (id: number, user = 'channel') =>
  call<ReportInfo>(ctx.app, 'POST', `${prefix}/approve-opptReporting`, { token: tokens[user], body: { id } });
const reject = (id: number, user = 'channel') =>
  call<ReportInfo>(ctx.app, 'POST', `${prefix}/reject-opptReporting`, {
    token: tokens[user],
    body: { id, reason: 'Budget unclear' },
  });

/** Every move of the table, as the API takes it. */
function attempt(action: ReportAction, report: ReportInfo, user: string) {
  switch (action) {
    case 'edit':
      return save({ ...reportBody({}, user), id: report.id }, user);
    case 'submit':
      return submit(report.id, undefined, user);
    case 'withdraw':
      return withdraw(report.id, undefined, user);
    case 'discard':
      return discard(report.id, undefined, user);
    case 'approve':
      return approve(report.id, user);
    case 'reject':
      return reject(report.id, user);
  }
}

/** What a report row holds in the database, and its history's length. */
async function stored(id: number) {
  const [row] = await ctx.db
    .select({
      status: opportunityReports.status,
      rowVersion: opportunityReports.rowVersion,
      updatedAt: opportunityReports.updatedAt,
      projectName: opportunityReports.projectName,
    })
    .from(opportunityReports)
    .where(eq(opportunityReports.id, id));
  const [audits] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'opportunity_report'), eq(auditEntries.entityId, String(id))));
  return { ...row, audits: audits!.n };
}

/**
 * The module's rule, restated here from what it means: the reporting side's moves belong to the
 * report's company (a partner) or to the staff member who filed it; approval waits for another
 * partner's protection.
 */
function expectedActions(
  report: Pick<ReportInfo, 'status' | 'companyId' | 'reporterId'>,
  principal: Principal,
  approvalBlocked: boolean,
): ReportAction[] {
  const owns =
    principal.kind === 'partner'
      ? principal.companyId === report.companyId
      : principal.userId === report.reporterId;
  return availableActions(reportTransitions, report.status, principal, (action) =>
    action === 'approve' ? !approvalBlocked : action === 'reject' ? true : owns,
  );
}

/** A report of partner A (or of the staff member `user`) brought into `status` through the API. */
async function reportIn(
  status: ReportStatus,
  user = 'partner.sales',
  overrides: Record<string, unknown> = {},
) {
  const companyId = user.startsWith('partner') ? undefined : principals['partner.sales']!.companyId;
  const contact = user.startsWith('partner') ? user : 'partner.sales';
  const created = await save(
    reportBody({ submit: status !== 'draft', ...(companyId ? { companyId } : {}), ...overrides }, contact),
    user,
  );
  expect(created.code, created.msg).toBe(0);
  const id = created.data.id;
  if (status === 'approved') expect((await approve(id)).code).toBe(0);
  if (status === 'rejected') expect((await reject(id)).code).toBe(0);
  if (status === 'withdrawn' || status === 'discarded') expect((await withdraw(id)).code).toBe(0);
  if (status === 'discarded') expect((await discard(id)).code).toBe(0);
  return (await info(id, 'admin')).data;
}

describe('the report transition table', () => {
  it(
    'is the only place the rule lives: list and detail answer the table’s actions, a move not offered is refused',
    { timeout: 120_000 },
    async () => {
      // Every state, a report filed by a staff member, and one whose approval waits for a protection.
      const shared = { name: 'Shared Customer', creditCode: creditCode(), country: 'CN', region: 'CN' };
      for (const status of reportStatuses) await reportIn(status);
      await reportIn('draft', 'channel');
      await reportIn('approved', 'partner.sales', { customer: shared });
      const blocked = await save(reportBody({ submit: true, customer: shared }, 'partner.b'), 'partner.b');
      expect(blocked.code, blocked.msg).toBe(0);

      const all = await page({}, 'admin');
      expect(all.code).toBe(0);
      expect(new Set(all.data.list.map((r) => r.status))).toEqual(new Set(reportStatuses));
      // Whether a submitted report's approval waits for a protection, as its reviewer's detail says.
      const blockedIds = new Set<number>();
      for (const row of all.data.list.filter((r) => r.status === 'submitted'))
        if ((await info(row.id, 'channel')).data.blockedUntil !== null) blockedIds.add(row.id);
      let compared = 0;
      for (const user of demoUsers) {
        const listed = await page({}, user);
        if (listed.code !== 0) continue;
        // The list: every row. The detail: one row of each kind (state, company, filer, blocked).
        const kinds = new Set<string>();
        for (const row of listed.data.list) {
          const expected = expectedActions(row, principals[user]!, blockedIds.has(row.id));
          expect({ user, id: row.id, actions: row.actions }).toEqual({ user, id: row.id, actions: expected });
          const kind = [row.status, row.companyId, row.reporterId, blockedIds.has(row.id)].join('|');
          if (kinds.has(kind)) continue;
          kinds.add(kind);
          const detail = await info(row.id, user);
          expect(detail.code, detail.msg).toBe(0);
          expect({ user, id: row.id, actions: detail.data.actions }).toEqual({
            user,
            id: row.id,
            actions: expected,
          });
          expect(detail.data.rowVersion).toBe(row.rowVersion);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(reportStatuses.length);
      // The blocked report offers its reviewer rejection only.
      expect((await info(blocked.data.id, 'channel')).data.actions).toEqual(['reject']);

      // Every move the answer does not offer is refused and changes nothing (one report per state).
      const samples = new Map(all.data.list.map((row) => [row.status, row]));
      samples.set(
        'submitted',
        all.data.list.find((row) => row.id === blocked.data.id)!,
      );
      for (const user of ['partner.sales', 'partner.b', 'channel', 'sales']) {
        for (const row of samples.values()) {
          const seen = await info(row.id, user);
          const offered = seen.code === 0 ? seen.data.actions : [];
          for (const action of keysOf(reportTransitions)) {
            if (offered.includes(action)) continue;
            const before = await stored(row.id);
            const res = await attempt(action, (await info(row.id, 'admin')).data, user);
            expect({ user, action, status: row.status, code: res.code }).toEqual({
              user,
              action,
              status: row.status,
              code: 100,
            });
            expect(await stored(row.id)).toEqual(before);
          }
        }
      }
    },
  );
});

describe('row versions', () => {
  it('refuses the second of two edits read at the same version; the first stands', async () => {
    const draft = await reportIn('draft');
    const [first, second] = [await info(draft.id, 'partner.sales'), await info(draft.id, 'partner.admin')];
    expect(first.data.rowVersion).toBe(second.data.rowVersion);
    const saved = await save({
      ...reportBody({ projectName: 'First change' }),
      id: draft.id,
      rowVersion: first.data.rowVersion,
    });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.rowVersion).toBe(first.data.rowVersion + 1);
    const before = await stored(draft.id);
    const late = await save(
      { ...reportBody({ projectName: 'Second change' }), id: draft.id, rowVersion: second.data.rowVersion },
      'partner.admin',
    );
    expect(late.code).toBe(100);
    expect(late.msg).toBe(translate('en', 'error.staleRecord'));
    expect(await stored(draft.id)).toEqual(before);
    expect(before.projectName).toBe('First change');
  });

  it('refuses a state change made on a stale version, from the list’s small bodies too', async () => {
    const submitted = await reportIn('submitted');
    const seen = (await info(submitted.id, 'partner.sales')).data.rowVersion;
    const withdrawn = await withdraw(submitted.id, seen, 'partner.admin');
    expect(withdrawn.code, withdrawn.msg).toBe(0);
    const before = await stored(submitted.id);
    for (const late of [
      () => discard(submitted.id, seen),
      () => submit(submitted.id, seen),
      () => withdraw(submitted.id, seen),
    ]) {
      const res = await late();
      expect(res.msg).toBe(translate('en', 'error.staleRecord'));
      expect(await stored(submitted.id)).toEqual(before);
    }
    // With the current version the submission goes through, with nothing of the report sent again.
    const resubmitted = await submit(submitted.id, withdrawn.data.rowVersion);
    expect(resubmitted.code, resubmitted.msg).toBe(0);
    expect(resubmitted.data.status).toBe('submitted');
    expect(resubmitted.data.projectName).toBe(submitted.projectName);
  });

  it('submits a saved report by id only when it is complete, naming the missing field', async () => {
    const draft = await save(reportBody({ rate: null }));
    expect(draft.code, draft.msg).toBe(0);
    const before = await stored(draft.data.id);
    const refused = await submit(draft.data.id, draft.data.rowVersion);
    expect(refused.code).toBe(100);
    expect(refused.msg).toContain('rate');
    expect(await stored(draft.data.id)).toEqual(before);
  });
});

describe('equipment lines', () => {
  it('keep the equipment kind of their model, whatever kind the client sends', async () => {
    const lathe = models['CNC']!.find((m) => m.model === 'TL-250')!;
    expect(lathe.kind).toBe('no_iop');
    const saved = await save(
      reportBody({ lines: [{ equipmentModelId: lathe.id, kind: 'robot', quantity: 3 }] }),
    );
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.lines.map((l) => [l.model, l.kind, l.quantity])).toEqual([['TL-250', 'no_iop', 3]]);
    const edited = await save({
      ...reportBody({ lines: [{ equipmentModelId: lathe.id, kind: 'iop', quantity: 1 }] }),
      id: saved.data.id,
    });
    expect(edited.data.lines.map((l) => l.kind)).toEqual(['no_iop']);
  });
});
