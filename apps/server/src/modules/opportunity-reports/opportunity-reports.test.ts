import { randomBytes } from 'node:crypto';
import type {
  AgreementStatus,
  CluePrefill,
  EquipmentModel,
  Page,
  ProductLine,
  ReportInfo,
  ReportListItem,
} from '@portal/contract';
import { creditCodeOf, limits, translate } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, fieldErrorsOf, tokenOf, uploadDocument } from '../../../test/test-app';
import {
  auditEntries,
  businessOpportunities,
  businessOpportunityEquipment,
  clues,
  companies,
  opportunityReports,
  registrationAgreements,
  users,
} from '../../db/schema';
import { loadWorkbook } from '../../core/xlsx-workbook';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const models: Record<string, EquipmentModel[]> = {};
const prefix = '/businesOpptReporting';

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'channel', 'sales', 'planner', 'partner.admin', 'partner.sales', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    ids[row.code] = row.id;
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
  for (const line of ['CNC', 'ROBOT', 'LASER']) {
    const res = await call<EquipmentModel[]>(ctx.app, 'POST', `${prefix}/get-equipment-model-list`, {
      token: tokens['partner.sales'],
      body: { productLineCode: line },
    });
    models[line] = res.data;
  }
});
afterAll(() => ctx.close());

const A = () => ids['P-A001']!;
const B = () => ids['P-B001']!;
const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;
/** An 18-character credit code nobody has used. */
/** A unique credit code that passes its check characters (a customer in China). */
const creditCode = () => creditCodeOf('91320500', randomBytes(4).toString('hex').toUpperCase());

function reportBody(overrides: Record<string, unknown> = {}, user = 'partner.sales') {
  const contact = user === 'partner.b' ? ids['partner.b'] : ids['partner.sales'];
  return {
    submit: false,
    contactIds: [contact],
    customer: {
      name: unique('Customer'),
      creditCode: creditCode(),
      country: 'CN',
      region: 'CN',
      address: 'Suzhou',
      industry: 'Machinery',
    },
    projectName: unique('Project'),
    productLineCode: 'CNC',
    lines: [
      { equipmentModelId: models['CNC']![0]!.id, kind: 'iop', quantity: 2 },
      { equipmentModelId: models['CNC']![1]!.id, kind: 'iop', quantity: 1 },
    ],
    rate: '50.00',
    amount: '120000.50',
    currency: 'CNY',
    expectedCloseDate: '2027-03-31',
    description: 'A new machining line',
    fileIds: [],
    ...overrides,
  };
}

const save = (body: Record<string, unknown>, user = 'partner.sales', lang?: 'cn' | 'en' | 'kr') =>
  call<ReportInfo>(ctx.app, 'POST', `${prefix}/save`, { token: tokens[user], body, lang });
const info = (id: number, user = 'partner.sales') =>
  call<ReportInfo>(ctx.app, 'GET', `${prefix}/get-opptReporting-info`, {
    token: tokens[user],
    query: { id: String(id) },
  });
const withdraw = (id: number, user = 'partner.sales') =>
  call<ReportInfo>(ctx.app, 'GET', `${prefix}/withdraw-opptReporting`, {
    token: tokens[user],
    query: { id: String(id) },
  });
const discard = (id: number, user = 'partner.sales') =>
  call<ReportInfo>(ctx.app, 'PUT', `${prefix}/discard-opptReporting`, { token: tokens[user], body: { id } });
const approve = (id: number, user = 'channel', comment?: string, lang?: 'cn' | 'en' | 'kr') =>
  call<ReportInfo>(ctx.app, 'POST', `${prefix}/approve-opptReporting`, {
    token: tokens[user],
    body: { id, comment },
    lang,
  });
const reject = (id: number, reason: string | undefined, user = 'channel') =>
  call<ReportInfo>(ctx.app, 'POST', `${prefix}/reject-opptReporting`, {
    token: tokens[user],
    body: { id, reason },
  });
const page = (body: Record<string, unknown>, user = 'partner.sales') =>
  call<Page<ReportListItem>>(ctx.app, 'POST', `${prefix}/page-opptReporting-list`, {
    token: tokens[user],
    body: { pageNum: 1, pageSize: 20, ...body },
  });
const confirmAgreement = (user: string) =>
  call<{ year: number }>(ctx.app, 'POST', `${prefix}/confirm-agreement`, { token: tokens[user] });
const checkAgreement = (user: string) =>
  call<AgreementStatus>(ctx.app, 'GET', `${prefix}/check-show-confirm-agreement`, { token: tokens[user] });

async function statusOf(id: number) {
  const rows = await ctx.db
    .select({ status: opportunityReports.status, updatedAt: opportunityReports.updatedAt })
    .from(opportunityReports)
    .where(eq(opportunityReports.id, id));
  return rows[0];
}
async function auditCount(id: number) {
  const rows = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'opportunity_report'), eq(auditEntries.entityId, String(id))));
  return rows[0]!.n;
}
/** Runs `attempt` and checks it is refused with `key` and changes neither the report nor its history. */
async function expectRefusedUnchanged(
  id: number,
  attempt: () => Promise<{ code: number; msg: string }>,
  key: Parameters<typeof translate>[1],
  params: Record<string, string | number> = {},
) {
  const before = await statusOf(id);
  const audits = await auditCount(id);
  const res = await attempt();
  expect(res.code).toBe(100);
  expect(res.msg).toBe(translate('en', key, params));
  expect(await statusOf(id)).toEqual(before);
  expect(await auditCount(id)).toBe(audits);
}

/** A report of partner A in the given state, through the API. */
async function reportIn(
  status: 'draft' | 'submitted' | 'approved' | 'rejected' | 'withdrawn' | 'discarded',
  overrides: Record<string, unknown> = {},
) {
  const created = await save(reportBody({ submit: status !== 'draft', ...overrides }));
  expect(created.code, created.msg).toBe(0);
  const id = created.data.id;
  if (status === 'approved') expect((await approve(id)).code).toBe(0);
  if (status === 'rejected') expect((await reject(id, 'Budget unclear')).code).toBe(0);
  if (status === 'withdrawn' || status === 'discarded') expect((await withdraw(id)).code).toBe(0);
  if (status === 'discarded') expect((await discard(id)).code).toBe(0);
  expect((await statusOf(id))?.status).toBe(status);
  return created.data;
}

describe('reference data of the form', () => {
  it('lists product lines with names in three languages, models by line, rates with two decimals', async () => {
    const lines = await call<ProductLine[]>(ctx.app, 'GET', `${prefix}/get-product-line-list`, {
      token: tokens['partner.b'],
    });
    expect(lines.code).toBe(0);
    expect(lines.data.map((l) => l.code)).toContain('CNC');
    const cnc = lines.data.find((l) => l.code === 'CNC')!;
    expect(cnc.nameKr).toBe(translate('kr', 'codeTable.PRODUCT_LINE.CNC'));
    expect(models['CNC']!.every((m) => m.productLineCode === 'CNC')).toBe(true);
    const rates = await call<string[]>(ctx.app, 'GET', `${prefix}/get-rate`, {
      token: tokens['partner.b'],
      query: { productLineCode: 'ROBOT' },
    });
    expect(rates.data.length).toBeGreaterThan(3);
    for (const rate of rates.data) expect(rate).toMatch(/^\d{1,3}\.\d{2}$/);
    expect(rates.data).not.toContain('0.00');
    const equipment = await call<Page<EquipmentModel>>(ctx.app, 'POST', `${prefix}/page-equipment-list`, {
      token: tokens['partner.b'],
      body: { pageNum: 1, pageSize: 2, productLineCode: 'CNC' },
    });
    expect(equipment.data.list).toHaveLength(2);
    expect(equipment.data.total).toBe(models['CNC']!.length);
  });
});

describe('partners a report is filed for', () => {
  it('offers staff every active partner and a partner only its own company', async () => {
    const staff = await call<Array<{ id: number }>>(ctx.app, 'GET', `${prefix}/get-partner-drop-down-list`, {
      token: tokens['sales'],
    });
    expect(staff.data.map((p) => p.id)).toEqual(expect.arrayContaining([A(), B()]));
    const partner = await call<Array<{ id: number }>>(
      ctx.app,
      'GET',
      `${prefix}/get-partner-drop-down-list`,
      {
        token: tokens['partner.b'],
      },
    );
    expect(partner.data.map((p) => p.id)).toEqual([B()]);
  });
});

describe('permissions', () => {
  it('refuses a missing token with 6 and a role without the code with 100', async () => {
    const anonymous = await call(ctx.app, 'POST', `${prefix}/page-opptReporting-list`, { body: {} });
    expect(anonymous.code).toBe(6);
    const planner = await page({}, 'planner');
    expect(planner.code).toBe(100);
    expect(planner.msg).toBe(translate('en', 'error.noPermission'));
    // Sales may file and read, but not review.
    expect((await page({}, 'sales')).code).toBe(0);
    expect((await approve(1, 'sales')).msg).toBe(translate('en', 'error.noPermission'));
    expect((await reject(1, 'x', 'partner.admin')).msg).toBe(translate('en', 'error.noPermission'));
  });
});

describe('validation', () => {
  it('names the field and the rule', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rate: '0' }, 'rate', translate('en', 'report.validation.rate')],
      [{ rate: '100.001' }, 'rate', translate('en', 'report.validation.rate')],
      [{ rate: '100.01' }, 'rate', translate('en', 'report.validation.rate')],
      [{ amount: '12.345' }, 'amount', translate('en', 'report.validation.amount')],
      [{ amount: 'abc' }, 'amount', translate('en', 'report.validation.amount')],
      [{ amount: '0' }, 'amount', translate('en', 'report.validation.amount')],
      [{ expectedCloseDate: '2027-02-30' }, 'expectedCloseDate', translate('en', 'report.validation.date')],
      [
        { customer: { name: 'X', creditCode: 'short' } },
        'customer.creditCode',
        translate('en', 'report.validation.creditCode'),
      ],
      [{ submit: true, lines: [] }, 'lines', translate('en', 'report.validation.linesRequired')],
      [
        { lines: [{ equipmentModelId: models['CNC']![0]!.id, kind: 'iop', quantity: 0 }] },
        'lines.0.quantity',
        '',
      ],
      [{ projectName: '  ' }, 'projectName', ''],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await save(reportBody(overrides));
      expect(res.code, JSON.stringify(overrides)).toBe(100);
      const errors = fieldErrorsOf(res.data);
      const error = errors.find((e) => e.field === field);
      expect(error, `${field} in ${JSON.stringify(errors)}`).toBeDefined();
      if (message) expect(error!.message).toContain(message);
    }
  });

  it('keeps a draft incomplete but well-formed, and needs the complete form to submit', async () => {
    const draft = await save({ projectName: unique('Bare draft') });
    expect(draft.code, draft.msg).toBe(0);
    expect(draft.data.status).toBe('draft');
    expect(draft.data.productLineCode).toBeNull();
    const submit = await save({ id: draft.data.id, submit: true, projectName: draft.data.projectName });
    expect(submit.code).toBe(100);
    const fields = fieldErrorsOf(submit.data).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'customer.name',
        'customer.creditCode',
        'productLineCode',
        'lines',
        'rate',
        'amount',
      ]),
    );
    expect((await statusOf(draft.data.id))?.status).toBe('draft');
  });

  it('refuses references that are not valid: model of another line, contact of another company', async () => {
    const otherLine = await save(
      reportBody({ lines: [{ equipmentModelId: models['ROBOT']![0]!.id, kind: 'robot', quantity: 1 }] }),
    );
    expect(otherLine.msg).toBe(translate('en', 'report.error.equipmentInvalid', { row: 1 }));
    const foreignContact = await save(reportBody({ contactIds: [ids['partner.b']] }));
    expect(foreignContact.msg).toBe(translate('en', 'report.error.contactInvalid'));
    const badCurrency = await save(reportBody({ currency: 'XXX' }));
    expect(badCurrency.msg).toBe(translate('en', 'report.error.currencyInvalid'));
  });
});

describe('the registration agreement', () => {
  it('is needed before a partner’s first submission of the year, then no longer; staff are exempt', async () => {
    const year = new Date().getUTCFullYear();
    expect((await checkAgreement('partner.b')).data).toMatchObject({ show: true, year });
    const attempt = reportBody({ submit: true }, 'partner.b');
    const refusedSubmit = await save(attempt, 'partner.b');
    expect(refusedSubmit.msg).toBe(translate('en', 'report.error.agreementRequired', { year }));
    // The refused call created nothing, not even a draft.
    expect((await page({ keyword: attempt.projectName }, 'partner.b')).data.total).toBe(0);

    // Staff filing for partner A need no confirmation.
    expect((await checkAgreement('channel')).data.show).toBe(false);
    const staff = await save(
      reportBody({ submit: true, companyId: A(), contactIds: [ids['partner.admin']] }),
      'channel',
    );
    expect(staff.code, staff.msg).toBe(0);
    expect(staff.data).toMatchObject({ status: 'submitted', companyId: A(), reporterName: 'Chen Channel' });
    expect((await confirmAgreement('channel')).msg).toBe(
      translate('en', 'report.error.agreementPartnerOnly'),
    );

    const confirmed = await confirmAgreement('partner.b');
    expect(confirmed.code).toBe(0);
    expect(confirmed.data.year).toBe(year);
    expect((await checkAgreement('partner.b')).data.show).toBe(false);
    const rows = await ctx.db
      .select()
      .from(registrationAgreements)
      .where(and(eq(registrationAgreements.companyId, B()), eq(registrationAgreements.year, year)));
    expect(rows).toHaveLength(1);
    // Confirming twice keeps the first confirmation.
    expect((await confirmAgreement('partner.b')).code).toBe(0);
    const submitted = await save(reportBody({ submit: true }, 'partner.b'), 'partner.b');
    expect(submitted.code, submitted.msg).toBe(0);
    expect(submitted.data.status).toBe('submitted');
    // Partner A has not confirmed yet: its users still must.
    expect((await checkAgreement('partner.sales')).data.show).toBe(true);
    expect((await confirmAgreement('partner.sales')).code).toBe(0);
    expect((await checkAgreement('partner.admin')).data.show).toBe(false);
  });
});

describe('the state machine', () => {
  it('walks draft → submitted → withdrawn → (edit) → submitted → approved, with the opportunity', async () => {
    const draft = await save(reportBody());
    expect(draft.code, draft.msg).toBe(0);
    const id = draft.data.id;
    expect(draft.data.reportNo).toMatch(new RegExp(`^BR${new Date().getFullYear()}\\d{6,}$`));
    expect(draft.data.actions).toEqual(['edit', 'submit', 'discard']);
    expect(draft.data.lines.map((l) => l.model)).toEqual([
      models['CNC']![0]!.model,
      models['CNC']![1]!.model,
    ]);

    const submitted = await save({ ...reportBody(), id, submit: true });
    expect(submitted.code, submitted.msg).toBe(0);
    expect(submitted.data.status).toBe('submitted');
    expect(submitted.data.submittedAt).not.toBeNull();
    expect(submitted.data.actions).toEqual(['withdraw']);

    const withdrawn = await withdraw(id);
    expect(withdrawn.data.status).toBe('withdrawn');
    const edited = await save({ ...reportBody({ projectName: 'Edited project', amount: '99.90' }), id });
    expect(edited.data).toMatchObject({
      status: 'withdrawn',
      projectName: 'Edited project',
      amount: '99.90',
    });
    const resubmitted = await save({ ...reportBody({ projectName: 'Edited project' }), id, submit: true });
    expect(resubmitted.data.status).toBe('submitted');

    const asReviewer = await info(id, 'channel');
    expect(asReviewer.data.actions).toEqual(['approve', 'reject']);
    const approved = await approve(id, 'channel', 'Looks good');
    expect(approved.code, approved.msg).toBe(0);
    expect(approved.data.status).toBe('approved');
    expect(approved.data.decidedByName).toBe('Chen Channel');
    expect(approved.data.opportunity?.opptNo).toMatch(new RegExp(`^BO${new Date().getFullYear()}\\d{6,}$`));
    expect(approved.data.actions).toEqual([]);

    const [opportunity] = await ctx.db
      .select()
      .from(businessOpportunities)
      .where(eq(businessOpportunities.sourceReportId, id));
    expect(opportunity).toMatchObject({
      companyId: A(),
      projectName: 'Edited project',
      productLineCode: 'CNC',
      stage: 'design',
      currency: 'CNY',
      createdBy: ids['channel'],
      salesOwnerId: null,
    });
    const days = (opportunity!.protectedUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(limits.protectionDays - 1);
    expect(days).toBeLessThanOrEqual(limits.protectionDays);
    const equipment = await ctx.db
      .select()
      .from(businessOpportunityEquipment)
      .where(eq(businessOpportunityEquipment.opportunityId, opportunity!.id));
    expect(equipment.map((e) => e.quantity)).toEqual([2, 1]);

    const timeline = (await info(id)).data.timeline;
    expect(timeline.map((t) => `${t.action}:${t.fromState ?? ''}>${t.toState}`)).toEqual([
      'create:>draft',
      'submit:draft>submitted',
      'withdraw:submitted>withdrawn',
      'update:withdrawn>withdrawn',
      'submit:withdrawn>submitted',
      'approve:submitted>approved',
    ]);
    expect(timeline.at(-1)).toMatchObject({ actorName: 'Chen Channel', comment: 'Looks good' });
    const opportunityAudit = await ctx.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entity, 'business_opportunity'),
          eq(auditEntries.entityId, String(opportunity!.id)),
        ),
      );
    expect(opportunityAudit).toHaveLength(1);
  });

  it('rejects with a reason (required), then discards; draft and withdrawn discard too', async () => {
    const report = await reportIn('submitted');
    const noReason = await reject(report.id, '  ');
    expect(noReason.code).toBe(100);
    expect((await statusOf(report.id))?.status).toBe('submitted');
    const rejected = await reject(report.id, 'Budget unclear');
    expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: 'Budget unclear' });
    expect((await info(report.id)).data.actions).toEqual(['discard']);
    expect((await discard(report.id)).data.status).toBe('discarded');

    const draft = await reportIn('draft');
    expect((await discard(draft.id)).data.status).toBe('discarded');
    const withdrawn = await reportIn('withdrawn');
    expect((await discard(withdrawn.id)).data.status).toBe('discarded');
    expect((await info(withdrawn.id)).data.actions).toEqual([]);
  });

  it('refuses every illegal transition with a clear message and changes nothing', async () => {
    const draft = await reportIn('draft');
    const submitted = await reportIn('submitted');
    const approved = await reportIn('approved');
    const rejected = await reportIn('rejected');
    const withdrawn = await reportIn('withdrawn');
    const discarded = await reportIn('discarded');
    const no = (r: ReportInfo) => ({ reportNo: r.reportNo });

    // draft: cannot be withdrawn or reviewed.
    await expectRefusedUnchanged(
      draft.id,
      () => withdraw(draft.id),
      'report.error.notWithdrawable',
      no(draft),
    );
    await expectRefusedUnchanged(draft.id, () => approve(draft.id), 'report.error.notReviewable', no(draft));
    await expectRefusedUnchanged(
      draft.id,
      () => reject(draft.id, 'x'),
      'report.error.notReviewable',
      no(draft),
    );
    // submitted: cannot be edited, re-submitted or discarded.
    for (const submit of [false, true])
      await expectRefusedUnchanged(
        submitted.id,
        () => save({ ...reportBody(), id: submitted.id, submit }),
        'report.error.notEditable',
        no(submitted),
      );
    await expectRefusedUnchanged(
      submitted.id,
      () => discard(submitted.id),
      'report.error.notDiscardable',
      no(submitted),
    );
    // approved: final.
    await expectRefusedUnchanged(
      approved.id,
      () => withdraw(approved.id),
      'report.error.notWithdrawable',
      no(approved),
    );
    await expectRefusedUnchanged(
      approved.id,
      () => discard(approved.id),
      'report.error.notDiscardable',
      no(approved),
    );
    await expectRefusedUnchanged(
      approved.id,
      () => approve(approved.id),
      'report.error.notReviewable',
      no(approved),
    );
    await expectRefusedUnchanged(
      approved.id,
      () => reject(approved.id, 'x'),
      'report.error.notReviewable',
      no(approved),
    );
    await expectRefusedUnchanged(
      approved.id,
      () => save({ ...reportBody(), id: approved.id, submit: true }),
      'report.error.notEditable',
      no(approved),
    );
    // rejected: only discard.
    await expectRefusedUnchanged(
      rejected.id,
      () => withdraw(rejected.id),
      'report.error.notWithdrawable',
      no(rejected),
    );
    await expectRefusedUnchanged(
      rejected.id,
      () => approve(rejected.id),
      'report.error.notReviewable',
      no(rejected),
    );
    await expectRefusedUnchanged(
      rejected.id,
      () => save({ ...reportBody(), id: rejected.id, submit: true }),
      'report.error.notEditable',
      no(rejected),
    );
    // withdrawn: not reviewable, not withdrawable again.
    await expectRefusedUnchanged(
      withdrawn.id,
      () => withdraw(withdrawn.id),
      'report.error.notWithdrawable',
      no(withdrawn),
    );
    await expectRefusedUnchanged(
      withdrawn.id,
      () => approve(withdrawn.id),
      'report.error.notReviewable',
      no(withdrawn),
    );
    await expectRefusedUnchanged(
      withdrawn.id,
      () => reject(withdrawn.id, 'x'),
      'report.error.notReviewable',
      no(withdrawn),
    );
    // discarded: final.
    await expectRefusedUnchanged(
      discarded.id,
      () => discard(discarded.id),
      'report.error.notDiscardable',
      no(discarded),
    );
    await expectRefusedUnchanged(
      discarded.id,
      () => withdraw(discarded.id),
      'report.error.notWithdrawable',
      no(discarded),
    );
    await expectRefusedUnchanged(
      discarded.id,
      () => approve(discarded.id),
      'report.error.notReviewable',
      no(discarded),
    );
    await expectRefusedUnchanged(
      discarded.id,
      () => save({ ...reportBody(), id: discarded.id }),
      'report.error.notEditable',
      no(discarded),
    );
  });

  it('lets only the reporting company withdraw, and only its users (or the filing staff member) change it', async () => {
    const submitted = await reportIn('submitted');
    await expectRefusedUnchanged(
      submitted.id,
      () => withdraw(submitted.id, 'channel'),
      'report.error.withdrawPartnerOnly',
    );
    // Another user of the same company may withdraw.
    expect((await withdraw(submitted.id, 'partner.admin')).data.status).toBe('withdrawn');
    // Staff may not edit or discard a partner's own report.
    await expectRefusedUnchanged(
      submitted.id,
      () => discard(submitted.id, 'channel'),
      'report.error.notYours',
    );
    await expectRefusedUnchanged(
      submitted.id,
      () => save({ ...reportBody(), id: submitted.id }, 'channel'),
      'report.error.notYours',
    );
  });

  it('is safe under concurrent transitions: one of two approvals or withdrawals wins', async () => {
    const report = await reportIn('submitted');
    const results = await Promise.all([approve(report.id), approve(report.id), reject(report.id, 'race')]);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    const opportunities = await ctx.db
      .select()
      .from(businessOpportunities)
      .where(eq(businessOpportunities.sourceReportId, report.id));
    const final = (await statusOf(report.id))!.status;
    expect(opportunities).toHaveLength(final === 'approved' ? 1 : 0);
    expect(await auditCount(report.id)).toBe(3);

    const other = await reportIn('submitted');
    const withdrawals = await Promise.all([withdraw(other.id), withdraw(other.id, 'partner.admin')]);
    expect(withdrawals.filter((r) => r.code === 0)).toHaveLength(1);
    expect(await auditCount(other.id)).toBe(3);
  });
});

describe('conflicts', () => {
  it('flags a report protected for another partner and refuses its approval with the end date', async () => {
    const code = creditCode();
    const customer = { name: 'Shared Customer', creditCode: code, country: 'CN', region: 'CN' };
    const ofA = await reportIn('approved', { customer });
    const fromB = await save(reportBody({ submit: true, customer }, 'partner.b'), 'partner.b');
    expect(fromB.code, fromB.msg).toBe(0);

    const reviewed = await info(fromB.data.id, 'channel');
    const protectedUntil = ofA.id && (await info(ofA.id, 'channel')).data.opportunity!.protectedUntil!;
    expect(reviewed.data.conflicts).toEqual([
      expect.objectContaining({
        kind: 'protected',
        companyId: A(),
        reportNo: ofA.reportNo,
        protectedUntil,
      }),
    ]);
    expect(reviewed.data.blockedUntil).toBe(protectedUntil);
    // The list flags it for reviewers only.
    const flagged = await page({ keyword: fromB.data.projectName }, 'channel');
    expect(flagged.data.list.map((row) => row.conflict)).toEqual([true]);
    const own = await page({ keyword: fromB.data.projectName }, 'partner.b');
    expect(own.data.list.map((row) => row.conflict)).toEqual([false]);
    expect(reviewed.data.actions).toEqual(['reject']);
    // The partner sees no other company's registration.
    expect((await info(fromB.data.id, 'partner.b')).data.conflicts).toEqual([]);

    const until = new Date(protectedUntil).toISOString().slice(0, 19).replace('T', ' ');
    // The refusal names the protected partner in the reader's language.
    await expectRefusedUnchanged(fromB.data.id, () => approve(fromB.data.id), 'report.error.protected', {
      company: 'Demo Partner A',
      until,
    });
    const inChinese = await approve(fromB.data.id, 'channel', undefined, 'cn');
    expect(inChinese.msg).toBe(
      translate('cn', 'report.error.protected', { company: '演示合作伙伴A', until }),
    );
    expect((await statusOf(fromB.data.id))?.status).toBe('submitted');
    // The same customer on another product line is no conflict.
    const otherLine = await save(
      reportBody(
        {
          submit: true,
          customer,
          productLineCode: 'ROBOT',
          lines: [{ equipmentModelId: models['ROBOT']![0]!.id, kind: 'robot', quantity: 1 }],
        },
        'partner.b',
      ),
      'partner.b',
    );
    expect((await info(otherLine.data.id, 'channel')).data.conflicts).toEqual([]);
    expect((await approve(otherLine.data.id)).code).toBe(0);
  });

  it('flags pending reports of two partners; the first approval wins and the other then shows the protection', async () => {
    const code = creditCode();
    const customer = { name: 'Contested Customer', creditCode: code, country: 'CN', region: 'AP' };
    const ofA = await reportIn('submitted', { customer });
    const ofB = await save(reportBody({ submit: true, customer }, 'partner.b'), 'partner.b');
    const seenA = await info(ofA.id, 'channel');
    expect(seenA.data.conflicts).toEqual([
      expect.objectContaining({
        kind: 'pending',
        companyId: B(),
        reportNo: ofB.data.reportNo,
        status: 'submitted',
      }),
    ]);
    expect(seenA.data.actions).toEqual(['approve', 'reject']);
    expect((await info(ofB.data.id, 'channel')).data.conflicts[0]).toMatchObject({
      kind: 'pending',
      reportNo: ofA.reportNo,
    });
    // Both approved at once: exactly one wins.
    const results = await Promise.all([approve(ofA.id), approve(ofB.data.id)]);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    const loser = results[0]!.code === 0 ? ofB.data.id : ofA.id;
    const seenLoser = await info(loser, 'channel');
    expect(seenLoser.data.status).toBe('submitted');
    expect(seenLoser.data.conflicts[0]).toMatchObject({ kind: 'protected' });
    expect(seenLoser.data.blockedUntil).not.toBeNull();
  });

  it('shows the demo conflict to a reviewer', async () => {
    const list = await page({ status: 'submitted', companyId: B(), pageSize: 100 }, 'channel');
    let found = false;
    for (const row of list.data.list) {
      const seen = await info(row.id, 'channel');
      if (seen.data.conflicts.some((c) => c.kind === 'protected')) found = true;
    }
    expect(found).toBe(true);
  });
});

/** The distinct customers partner A holds in submitted reports and protected approved ones. */
async function heldCustomersOfA() {
  const held = await ctx.db.execute<{ n: number }>(sql`
    SELECT count(DISTINCT customer_credit_code)::int AS n FROM opportunity_reports r
    WHERE r.company_id = ${A()} AND (r.status = 'submitted' OR (r.status = 'approved' AND EXISTS (
      SELECT 1 FROM business_opportunities b WHERE b.source_report_id = r.id AND b.protected_until > now())))`);
  return held.rows[0]!.n;
}

describe('maximum customers', () => {
  it('refuses a submission that would hold more distinct customers than the limit', async () => {
    const limit = (await heldCustomersOfA()) + 1;
    await ctx.db.update(companies).set({ maxCustomers: limit }).where(eq(companies.id, A()));
    try {
      const first = await save(reportBody({ submit: true }));
      expect(first.code, first.msg).toBe(0);
      const draft = await save(reportBody());
      const over = await save({ ...reportBody(), id: draft.data.id, submit: true }, 'partner.sales', 'kr');
      expect(over.msg).toBe(translate('kr', 'validation.maximumCustomer', { limit }));
      expect((await statusOf(draft.data.id))?.status).toBe('draft');
      // A customer the company already holds is no new customer.
      const sameCustomer = await save(
        reportBody({
          submit: true,
          customer: { name: 'Again', creditCode: first.data.customerCreditCode, country: 'CN' },
        }),
      );
      expect(sameCustomer.code, sameCustomer.msg).toBe(0);
    } finally {
      await ctx.db.update(companies).set({ maxCustomers: 50 }).where(eq(companies.id, A()));
    }
  });
});

describe('partner scoping', () => {
  it('never shows partner B any of partner A’s reports, by list or by id', async () => {
    const ofA = await reportIn('draft');
    const submittedA = await reportIn('submitted');
    const listed = await page({ companyId: A(), pageSize: 500 }, 'partner.b');
    expect(listed.code).toBe(0);
    expect(listed.data.total).toBeGreaterThan(0);
    expect(listed.data.list.every((row) => row.companyId === B())).toBe(true);
    const keyword = await page({ keyword: ofA.projectName }, 'partner.b');
    expect(keyword.data.total).toBe(0);

    const notFound = translate('en', 'error.recordNotFound');
    expect((await info(ofA.id, 'partner.b')).msg).toBe(notFound);
    expect((await info(999_999_999, 'partner.b')).msg).toBe(notFound);
    await expectRefusedUnchanged(ofA.id, () => discard(ofA.id, 'partner.b'), 'error.recordNotFound');
    await expectRefusedUnchanged(
      submittedA.id,
      () => withdraw(submittedA.id, 'partner.b'),
      'error.recordNotFound',
    );
    await expectRefusedUnchanged(
      ofA.id,
      () => save({ ...reportBody({}, 'partner.b'), id: ofA.id }, 'partner.b'),
      'error.recordNotFound',
    );
    // A partner's own company is forced, whatever the body says.
    const forced = await save(reportBody({ companyId: A() }, 'partner.b'), 'partner.b');
    expect(forced.data.companyId).toBe(B());
    // Staff see both.
    const staff = await page({ pageSize: 500 }, 'sales');
    expect(new Set(staff.data.list.map((r) => r.companyId))).toEqual(new Set([A(), B()]));
  });

  it('filters, sorts and searches literally', async () => {
    const marker = `pct%_${randomBytes(3).toString('hex')}`;
    const low = await reportIn('submitted', { projectName: `${marker} low`, amount: '10.00' });
    const high = await reportIn('submitted', { projectName: `${marker} high`, amount: '20.00' });
    const asc = await page({ keyword: marker, sortField: 'amount', sortOrder: 'asc' });
    expect(asc.data.list.map((r) => r.id)).toEqual([low.id, high.id]);
    const desc = await page({ keyword: marker, sortField: 'amount', sortOrder: 'desc' });
    expect(desc.data.list.map((r) => r.id)).toEqual([high.id, low.id]);
    expect((await page({ keyword: 'pct%_zz' })).data.total).toBe(0);
    const byStatus = await page({ status: 'submitted', companyId: A(), pageSize: 500 }, 'channel');
    expect(byStatus.data.list.every((r) => r.status === 'submitted' && r.companyId === A())).toBe(true);
    const newestFirst = byStatus.data.list.map((r) => r.createdAt);
    expect([...newestFirst].sort().reverse()).toEqual(newestFirst);
    const future = await page({ createdFrom: '2999-01-01T00:00:00Z' }, 'channel');
    expect(future.data.total).toBe(0);
    const page2 = await page({ status: 'submitted', companyId: A(), pageNum: 2, pageSize: 5 }, 'channel');
    expect(page2.data.list.map((r) => r.id)).toEqual(byStatus.data.list.slice(5, 10).map((r) => r.id));
  });
});

describe('attachments', () => {
  const uploadAs = (user: string, name: string) =>
    uploadDocument(ctx.app, tokens[user], name, 'Quotation notes for the customer\n');

  it('attaches the company’s own uploads and refuses another company’s', async () => {
    const mine = await uploadAs('partner.admin', 'notes.txt');
    expect(mine.code, mine.msg).toBe(0);
    const theirs = await uploadAs('partner.b', 'theirs.txt');
    const saved = await save(reportBody({ fileIds: [mine.data.id] }));
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.files).toEqual([expect.objectContaining({ id: mine.data.id, name: 'notes.txt' })]);
    const refusedFile = await save(reportBody({ fileIds: [theirs.data.id] }));
    expect(refusedFile.msg).toBe(translate('en', 'report.error.fileInvalid'));
  });
});

describe('conversion from a clue', () => {
  async function clueOf(
    companyId: number | null,
    status: 'new' | 'assigned' | 'following' | 'closed',
    assigneeId: number | null = null,
  ) {
    const [row] = await ctx.db
      .insert(clues)
      .values({
        clueNo: `CLT${randomBytes(5).toString('hex')}`,
        source: 'campaign',
        status,
        customerName: 'Lead Customer Ltd.',
        customerCreditCode: creditCode(),
        contactName: 'Kim Lead',
        contactPhone: '13800138000',
        productLineCode: 'CNC',
        region: 'CN',
        description: 'Asked for two machining centres',
        companyId,
        assigneeId,
      })
      .returning({ id: clues.id });
    return row!.id;
  }
  const prefill = (clueId: number, user = 'partner.sales') =>
    call<CluePrefill>(ctx.app, 'GET', `${prefix}/get-clue-prefill`, {
      token: tokens[user],
      query: { clueId: String(clueId) },
    });

  it('prefills from an open clue of the company and converts it with the report', async () => {
    const clueId = await clueOf(A(), 'following');
    const fields = await prefill(clueId);
    expect(fields.code, fields.msg).toBe(0);
    expect(fields.data).toMatchObject({ clueId, customerName: 'Lead Customer Ltd.', productLineCode: 'CNC' });
    expect((await prefill(clueId, 'partner.b')).msg).toBe(translate('en', 'error.recordNotFound'));
    expect((await prefill(await clueOf(A(), 'new'))).code).toBe(100);

    // Another company cannot convert it.
    const byB = await save(reportBody({ clueId }, 'partner.b'), 'partner.b');
    expect(byB.msg).toBe(translate('en', 'error.recordNotFound'));

    const report = await save(
      reportBody({
        clueId,
        customer: {
          name: fields.data.customerName,
          creditCode: fields.data.customerCreditCode,
          country: 'CN',
        },
      }),
    );
    expect(report.code, report.msg).toBe(0);
    expect(report.data.clueId).toBe(clueId);
    const [clue] = await ctx.db.select().from(clues).where(eq(clues.id, clueId));
    expect(clue).toMatchObject({ status: 'converted', convertedReportId: report.data.id });
    const audit = await ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'clue'), eq(auditEntries.entityId, String(clueId))));
    expect(audit).toEqual([expect.objectContaining({ fromState: 'following', toState: 'converted' })]);
    // Converted once only; the refused save creates nothing.
    const again = await save(reportBody({ clueId, projectName: 'second conversion' }));
    expect(again.msg).toBe(translate('en', 'report.error.clueNotConvertible'));
    expect((await page({ keyword: 'second conversion' })).data.total).toBe(0);
  });
  it("a partner's sales user converts only its own or unassigned clues, as the clue screens show them", async () => {
    const [colleague] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'partner.admin'));
    const theirs = await clueOf(A(), 'following', colleague!.id);
    expect((await prefill(theirs)).msg).toBe(translate('en', 'error.recordNotFound'));
    const refused = await save(reportBody({ clueId: theirs, projectName: 'not my clue' }));
    expect(refused.msg).toBe(translate('en', 'error.recordNotFound'));
    expect((await page({ keyword: 'not my clue' })).data.total).toBe(0);
    // The company's administrator sees every clue of the company.
    expect((await prefill(theirs, 'partner.admin')).code).toBe(0);
  });
});

describe('export', () => {
  async function exportAs(user: string, body: Record<string, unknown>, lang: 'en' | 'kr' = 'en') {
    const res = await call(ctx.app, 'POST', `${prefix}/export-opptReporting-list`, {
      token: tokens[user],
      body,
      lang,
    });
    return res;
  }
  async function sheetOf(raw: Buffer) {
    const workbook = await loadWorkbook(raw);
    return workbook.worksheets[0]!;
  }

  it('answers an .xlsx of the filter’s rows with headers in the request language, scoped to the partner', async () => {
    const marker = `export-${randomBytes(3).toString('hex')}`;
    const one = await reportIn('submitted', { projectName: `${marker} one` });
    await reportIn('draft', { projectName: `${marker} two` });
    const res = await exportAs('partner.sales', { keyword: marker, status: 'submitted' }, 'kr');
    expect(res.status).toBe(200);
    expect(res.response.headers['content-disposition']).toMatch(/attachment/);
    expect(res.response.headers['content-disposition']).toMatch(/\.xlsx/);
    const sheet = await sheetOf(res.response.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe(translate('kr', 'report.field.reportNo'));
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(one.reportNo);
    expect(sheet.getRow(2).getCell(10).value).toBe(translate('kr', 'report.status.submitted'));

    // Partner B exporting A's filter gets its own rows only.
    const scoped = await exportAs('partner.b', { keyword: marker, companyId: A() });
    expect((await sheetOf(scoped.response.rawPayload)).rowCount).toBe(1);
    // A role without the list's code is refused.
    expect((await exportAs('planner', {})).code).toBe(100);
  });

  it('heads the customers of several countries "company registration number", each number written as its country does', async () => {
    const marker = `export-${randomBytes(3).toString('hex')}`;
    const korean = { name: 'Hanbit', creditCode: '220-81-62517', country: 'KR', region: 'AP' };
    await reportIn('draft', {
      projectName: `${marker} a`,
      customer: korean,
      currency: 'KRW',
      amount: '1500000',
    });
    const chinese = await reportIn('draft', { projectName: `${marker} b` });
    const res = await exportAs(
      'partner.sales',
      { keyword: marker, sortField: 'projectName', sortOrder: 'asc' },
      'kr',
    );
    const sheet = await sheetOf(res.response.rawPayload);
    expect(sheet.getRow(1).getCell(4).value).toBe(translate('kr', 'common.registrationNumber'));
    expect([sheet.getRow(2).getCell(4).value, sheet.getRow(3).getCell(4).value]).toEqual([
      '220-81-62517',
      chinese.customerCreditCode,
    ]);
  });

  it('writes formula-like text as quoted text and a 16-digit amount exactly', async () => {
    const marker = `export-${randomBytes(3).toString('hex')}`;
    await reportIn('draft', { projectName: `=${marker}+1`, amount: '1234567890123456.78', rate: '50.00' });
    await reportIn('draft', { projectName: `${marker} small`, amount: '1234.50' });
    const res = await exportAs('partner.sales', {
      keyword: marker,
      sortField: 'projectName',
      sortOrder: 'asc',
    });
    const sheet = await sheetOf(res.response.rawPayload);
    expect(sheet.rowCount).toBe(3);
    const rows = [sheet.getRow(2), sheet.getRow(3)];
    const formulaLike = rows.find((row) => String(row.getCell(2).value).includes('+1'))!;
    const small = rows.find((row) => row !== formulaLike)!;
    expect(formulaLike.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(formulaLike.getCell(2).value).toBe(`'=${marker}+1`);
    expect(formulaLike.getCell(6).value).toBe('1234567890123456.78');
    expect(formulaLike.getCell(8).value).toBe(50);
    expect(small.getCell(6).value).toBe(1234.5);
  });

  it('refuses a filter above the limit and exports nothing', async () => {
    const marker = `bulk-${randomBytes(3).toString('hex')}`;
    await ctx.db.execute(sql`
      INSERT INTO opportunity_reports (report_no, company_id, reporter_id, status, project_name, customer_name,
        product_line_code)
      SELECT 'BULK' || ${marker} || g, ${B()}, ${ids['partner.b']}, 'draft', ${marker}, 'Bulk customer', 'CNC'
      FROM generate_series(1, ${limits.exportMaxRows + 1}) g`);
    const res = await exportAs('channel', { keyword: marker });
    expect(res.code).toBe(100);
    expect(res.msg).toBe(
      translate('en', 'export.tooManyRows', { count: limits.exportMaxRows + 1, limit: limits.exportMaxRows }),
    );
    expect(res.response.headers['content-disposition']).toBeUndefined();
    await ctx.db.execute(sql`DELETE FROM opportunity_reports WHERE project_name = ${marker}`);
  });
});

describe('system settings', () => {
  const saveSettings = (body: object) =>
    call(ctx.app, 'POST', '/configuration/settings/save', { token: tokens['admin'], body });
  const defaults = {
    protectionDays: limits.protectionDays,
    maxCustomersByTier: { TIER1: null, TIER2: null },
    uploadMaxMb: null,
    resourceVideoMaxMb: null,
  };
  beforeAll(async () => {
    await confirmAgreement('partner.sales');
  });

  it('protects an approved report for the protection days an administrator set', async () => {
    expect((await saveSettings({ ...defaults, protectionDays: 30 })).code).toBe(0);
    try {
      const submitted = await save(reportBody({ submit: true }));
      expect(submitted.code, submitted.msg).toBe(0);
      expect((await approve(submitted.data.id)).code).toBe(0);
      const [opportunity] = await ctx.db
        .select()
        .from(businessOpportunities)
        .where(eq(businessOpportunities.sourceReportId, submitted.data.id));
      const days = (opportunity!.protectedUntil!.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29);
      expect(days).toBeLessThanOrEqual(30);
    } finally {
      await saveSettings(defaults);
    }
  });

  it("applies the tier's customer limit to a company without a limit of its own", async () => {
    const limit = (await heldCustomersOfA()) + 1;
    await ctx.db.update(companies).set({ maxCustomers: null }).where(eq(companies.id, A()));
    // Demo Partner A is a TIER1 partner; the TIER2 limit is not its.
    expect((await saveSettings({ ...defaults, maxCustomersByTier: { TIER1: limit, TIER2: 1 } })).code).toBe(
      0,
    );
    try {
      const first = await save(reportBody({ submit: true }));
      expect(first.code, first.msg).toBe(0);
      const draft = await save(reportBody());
      const over = await save({ ...reportBody(), id: draft.data.id, submit: true }, 'partner.sales', 'en');
      expect(over.msg).toBe(translate('en', 'validation.maximumCustomer', { limit }));
      expect((await statusOf(draft.data.id))?.status).toBe('draft');
    } finally {
      await saveSettings(defaults);
      await ctx.db.update(companies).set({ maxCustomers: 50 }).where(eq(companies.id, A()));
    }
  });
});
