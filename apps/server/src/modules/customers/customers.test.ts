/**
 * Customers: created by hand or from the company lookup with the registration form's identification
 * rules, duplicates, contacts, partner scoping by list and by id, permissions, and the customer record a
 * report's submission finds or creates.
 */
import { randomBytes } from 'node:crypto';
import type { Customer, CustomerInfo, LookedUpCompany, Page, ReportInfo } from '@portal/contract';
import { creditCodeOf, translate } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, fieldErrorsOf, tokenOf } from '../../../test/test-app';
import { loadWorkbook } from '../../core/xlsx-workbook';
import { companies, customers, opportunityReports, users } from '../../db/schema';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};
const companyIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'channel', 'planner', 'partner.sales', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    userIds[row.username] = row.id;
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    companyIds[row.code] = row.id;
});
afterAll(() => ctx.close());

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;
/** A fresh credit code that passes its checks. */
const freshCreditCode = () =>
  creditCodeOf(
    '91320500',
    randomBytes(4)
      .toString('hex')
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, '0'),
  );

const page = (body: Record<string, unknown>, user = 'channel') =>
  call<Page<Customer>>(ctx.app, 'POST', '/customer/page-customer-list', { token: tokens[user], body });
const info = (id: number, user = 'channel') =>
  call<CustomerInfo>(ctx.app, 'GET', '/customer/get-customer-info', {
    token: tokens[user],
    query: { id: String(id) },
  });
const create = (body: Record<string, unknown>, user = 'channel', lang: 'en' | 'cn' | 'kr' = 'en') =>
  call<CustomerInfo>(ctx.app, 'POST', '/customer/create-customer', { token: tokens[user], body, lang });
const saveContact = (body: Record<string, unknown>, user = 'channel', lang: 'en' | 'cn' | 'kr' = 'en') =>
  call<CustomerInfo>(ctx.app, 'POST', '/customer/save-customer-contact', { token: tokens[user], body, lang });
const stored = (name: string) => ctx.db.select().from(customers).where(eq(customers.name, name));

describe('creating a customer', () => {
  it('by hand: not verified, its number normalised, its creator and industry kept', async () => {
    const name = unique('Kim Robotics');
    const res = await create({
      customer: { name, country: 'KR', region: 'AP', creditCode: '220-81-62517', source: 'manual' },
      nameEn: 'Kim Robotics Co., Ltd.',
      industryCode: 'ROBOTICS',
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      name,
      country: 'KR',
      registrationNumber: '2208162517',
      verified: false,
      industryCode: 'ROBOTICS',
      nameEn: 'Kim Robotics Co., Ltd.',
      createdByName: expect.any(String),
      actions: ['edit'],
    });
    const [row] = await stored(name);
    expect(row?.createdBy).toBe(userIds['channel']);
  });

  it('from the company lookup: verified, with the directory’s industry as a code', async () => {
    const found = await call<Page<LookedUpCompany>>(
      ctx.app,
      'POST',
      '/businesOpptReporting/page-company-from-tyc',
      { token: tokens['channel'], body: { keyword: 'Changwon Precision' } },
    );
    const company = found.data.list[0]!;
    const res = await create({
      customer: { ...company, legalPerson: undefined, establishedOn: undefined, source: 'lookup' },
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.verified).toBe(true);
    expect(res.data.industryCode).not.toBeNull();
    // The same company again is a duplicate.
    const again = await create({
      customer: { ...company, legalPerson: undefined, establishedOn: undefined, source: 'lookup' },
    });
    expect(again.code).toBe(100);
    expect(again.msg).toBe(translate('en', 'customer.error.duplicate', { name: company.name }));
  });

  it('a "picked" company the directory does not list stays not verified', async () => {
    const res = await create({
      customer: {
        name: unique('Claimed'),
        country: 'DE',
        region: 'EU',
        creditCode: unique('HRB'),
        source: 'lookup',
      },
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.verified).toBe(false);
  });

  it.each([
    ['en', 'KR', '220-81-62518', 'report.validation.businessNumberCheck'],
    ['kr', 'KR', '220-81-6251', 'report.validation.businessNumber'],
    ['cn', 'CN', '91350100M000100Y44', 'report.validation.creditCodeCheck'],
    ['cn', 'CN', '9135', 'report.validation.creditCode'],
    ['en', 'DE', '#', 'report.validation.registrationNumber'],
  ] as const)(
    'refuses in %s a %s number %s with the form’s message, saving nothing',
    async (lang, country, number, key) => {
      const name = unique('Invalid');
      const res = await create(
        { customer: { name, country, region: 'AP', creditCode: number, source: 'manual' } },
        'channel',
        lang,
      );
      expect(res.code).toBe(100);
      const error = fieldErrorsOf(res.data).find((e) => e.field === 'customer.creditCode');
      expect(error?.message).toContain(translate(lang, key));
      expect(await stored(name)).toHaveLength(0);
    },
  );

  it('needs a name and a country, refuses oversize text, and saves nothing', async () => {
    const empty = await create({ customer: { name: '', source: 'manual' } });
    expect(fieldErrorsOf(empty.data).map((e) => e.field)).toEqual(
      expect.arrayContaining(['customer.name', 'customer.country']),
    );
    const name = unique('Oversize');
    const long = await create({
      customer: { name, country: 'DE', region: 'EU', source: 'manual' },
      nameEn: 'x'.repeat(201),
    });
    expect(long.code).toBe(100);
    expect(fieldErrorsOf(long.data).map((e) => e.field)).toContain('nameEn');
    const longName = await create({ customer: { name: 'y'.repeat(201), country: 'DE', source: 'manual' } });
    expect(fieldErrorsOf(longName.data).map((e) => e.field)).toContain('customer.name');
    expect(await stored(name)).toHaveLength(0);
  });

  it('refuses a duplicate by country and number, and by name and country without a number', async () => {
    const number = freshCreditCode();
    const first = await create({
      customer: { name: unique('First'), country: 'CN', region: 'CN', creditCode: number, source: 'manual' },
    });
    expect(first.code, first.msg).toBe(0);
    const second = await create({
      customer: {
        name: unique('Second'),
        country: 'CN',
        region: 'CN',
        creditCode: number.toLowerCase(),
        source: 'manual',
      },
    });
    expect(second.code).toBe(100);
    expect(second.msg).toBe(translate('en', 'customer.error.duplicate', { name: first.data.name }));

    const name = unique('No Number GmbH');
    expect((await create({ customer: { name, country: 'DE', source: 'manual' } })).code).toBe(0);
    expect((await create({ customer: { name, country: 'DE', source: 'manual' } })).code).toBe(100);
    // The same name in another country is another customer.
    expect((await create({ customer: { name, country: 'FR', source: 'manual' } })).code).toBe(0);
  });
});

describe('contacts and edits', () => {
  it('adds, edits and removes contacts, checking phone and e-mail with the portal’s patterns', async () => {
    const made = await create({ customer: { name: unique('Contacts'), country: 'DE', source: 'manual' } });
    const customerId = made.data.id;
    const bad = await saveContact(
      { customerId, name: 'Anna', phone: '12--34', email: 'not-an-email' },
      'channel',
      'kr',
    );
    expect(bad.code).toBe(100);
    const errors = fieldErrorsOf(bad.data);
    expect(errors.find((e) => e.field === 'phone')?.message).toContain(
      translate('kr', 'clue.validation.phone'),
    );
    expect(errors.find((e) => e.field === 'email')?.message).toContain(translate('kr', 'validation.email'));
    expect((await info(customerId)).data.contacts).toHaveLength(0);

    const added = await saveContact({
      customerId,
      name: 'Anna Schmidt',
      title: 'Buyer',
      phone: '030-1234567',
      email: 'anna@example.de',
    });
    expect(added.code, added.msg).toBe(0);
    const contact = added.data.contacts[0]!;
    expect(contact).toMatchObject({ name: 'Anna Schmidt', title: 'Buyer', phone: '030-1234567' });
    const edited = await saveContact({ customerId, id: contact.id, name: 'Anna Weber', email: '' });
    expect(edited.data.contacts[0]).toMatchObject({ id: contact.id, name: 'Anna Weber', email: null });

    // A contact of another customer is not this customer's.
    const other = await create({ customer: { name: unique('Other'), country: 'DE', source: 'manual' } });
    const wrong = await saveContact({ customerId: other.data.id, id: contact.id, name: 'X' });
    expect(wrong.msg).toBe(translate('en', 'error.recordNotFound'));

    const removed = await call<CustomerInfo>(ctx.app, 'POST', '/customer/delete-customer-contact', {
      token: tokens['channel'],
      body: { customerId, id: contact.id },
    });
    expect(removed.data.contacts).toHaveLength(0);
  });

  it('edits details on the current version only', async () => {
    const made = await create({ customer: { name: unique('Versioned'), country: 'DE', source: 'manual' } });
    const sent = {
      id: made.data.id,
      rowVersion: made.data.rowVersion,
      address: 'Hauptstr. 1',
      industryCode: 'FOOD',
    };
    const first = await call<CustomerInfo>(ctx.app, 'POST', '/customer/update-customer', {
      token: tokens['channel'],
      body: sent,
    });
    expect(first.code, first.msg).toBe(0);
    expect(first.data).toMatchObject({
      address: 'Hauptstr. 1',
      industryCode: 'FOOD',
      rowVersion: made.data.rowVersion + 1,
    });
    const stale = await call(ctx.app, 'POST', '/customer/update-customer', {
      token: tokens['channel'],
      body: sent,
    });
    expect(stale.msg).toBe(translate('en', 'error.staleRecord'));
  });
});

describe('the English address (#21 §5)', () => {
  const registered = '江苏省苏州市工业园区星湖街 88 号';
  const english = '88 Xinghu Street, Suzhou Industrial Park';

  it('is kept on create and edit, read in the list and detail, and exported', async () => {
    const name = unique('Addressed');
    const made = await create({
      customer: { name, country: 'CN', region: 'CN', address: registered, source: 'manual' },
      nameEn: 'Addressed Co., Ltd.',
      addressEn: english,
    });
    expect(made.code, made.msg).toBe(0);
    expect(made.data).toMatchObject({ address: registered, addressEn: english });
    const edited = await call<CustomerInfo>(ctx.app, 'POST', '/customer/update-customer', {
      token: tokens['channel'],
      body: {
        id: made.data.id,
        rowVersion: made.data.rowVersion,
        address: registered,
        addressEn: ' 9 Lake Road ',
      },
    });
    expect(edited.code, edited.msg).toBe(0);
    expect(edited.data.addressEn).toBe('9 Lake Road');
    expect((await info(made.data.id)).data.addressEn).toBe('9 Lake Road');
    const listed = await page({ keyword: name });
    expect(listed.data.list).toEqual([
      expect.objectContaining({ address: registered, addressEn: '9 Lake Road' }),
    ]);
    const res = await call(ctx.app, 'POST', '/customer/export-customer-list', {
      token: tokens['channel'],
      body: { keyword: name },
      lang: 'en',
    });
    const sheet = (await loadWorkbook(res.response.rawPayload)).worksheets[0]!;
    const headers: unknown[] = [];
    sheet.getRow(1).eachCell((cell) => headers.push(cell.value));
    const column = headers.indexOf(translate('en', 'customer.field.addressEn')) + 1;
    expect(column).toBeGreaterThan(0);
    expect(sheet.getRow(2).getCell(column).value).toBe('9 Lake Road');
    // Emptied, it is gone: readers of every language read the registered address again.
    const cleared = await call<CustomerInfo>(ctx.app, 'POST', '/customer/update-customer', {
      token: tokens['channel'],
      body: { id: made.data.id, rowVersion: edited.data.rowVersion, address: registered, addressEn: '' },
    });
    expect(cleared.data.addressEn).toBeNull();
  });

  it('is checked as the English name is: oversize text refused by its field, nothing saved', async () => {
    const name = unique('Long address');
    const long = await create({
      customer: { name, country: 'DE', region: 'EU', source: 'manual' },
      addressEn: 'x'.repeat(301),
    });
    expect(long.code).toBe(100);
    expect(fieldErrorsOf(long.data).map((e) => e.field)).toContain('addressEn');
    expect(await stored(name)).toHaveLength(0);
    const made = await create({ customer: { name, country: 'DE', region: 'EU', source: 'manual' } });
    const edit = await call(ctx.app, 'POST', '/customer/update-customer', {
      token: tokens['channel'],
      body: { id: made.data.id, rowVersion: made.data.rowVersion, addressEn: 'y'.repeat(301) },
    });
    expect(edit.code).toBe(100);
    expect(fieldErrorsOf(edit.data).map((e) => e.field)).toContain('addressEn');
    const [row] = await stored(name);
    expect(row?.addressEn).toBeNull();
    expect(row?.rowVersion).toBe(made.data.rowVersion);
  });

  it('is given to the demo customer that has an English name and a registered address', async () => {
    // Two demo customers bear that name (one made by a staff opportunity, without an address): both have the
    // English name; only the one with a registered address has its English translation.
    const rows = await stored('苏州精工机械有限公司');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.nameEn).toBeTruthy();
      expect(Boolean(row.addressEn)).toBe(row.address !== null);
    }
    expect(rows.some((row) => row.addressEn)).toBe(true);
  });
});

describe('permissions and partner scoping', () => {
  it('lets staff without customer.edit and partners read but not create', async () => {
    const body = { customer: { name: unique('Nope'), country: 'DE', source: 'manual' } };
    for (const user of ['planner', 'partner.sales']) {
      const res = await create(body, user);
      expect(res.msg).toBe(translate('en', 'error.noPermission'));
      expect((await page({}, user)).code).toBe(0);
    }
    expect(await stored(body.customer.name)).toHaveLength(0);
  });

  it('shows a partner only customers with a registration of its own company, in the list and by id', async () => {
    const A = companyIds['P-A001']!;
    const B = companyIds['P-B001']!;
    const ofCompany = async (companyId: number) =>
      new Set(
        (
          await ctx.db
            .selectDistinct({ id: opportunityReports.customerId })
            .from(opportunityReports)
            .where(
              sql`${opportunityReports.companyId} = ${companyId} AND ${opportunityReports.customerId} IS NOT NULL`,
            )
        ).map((r) => r.id),
      );
    const ofA = await ofCompany(A);
    const ofB = await ofCompany(B);
    expect(ofA.size).toBeGreaterThan(0);
    const listA = await page({ pageSize: 100 }, 'partner.sales');
    expect(listA.data.total).toBe(ofA.size);
    expect(listA.data.list.every((c) => ofA.has(c.id))).toBe(true);

    // A customer only B has registered: invisible to A by id, answered like one that does not exist.
    const onlyB = [...ofB].find((id) => id !== null && !ofA.has(id))!;
    const hidden = await info(onlyB, 'partner.sales');
    const missing = await info(2_000_000_000, 'partner.sales');
    expect(hidden.code).toBe(100);
    expect(hidden.msg).toBe(missing.msg);
    // A customer both hold: B reads only its own company's records of it.
    const shared = [...ofB].find((id) => id !== null && ofA.has(id))!;
    const seen = await info(shared, 'partner.b');
    expect(seen.code, seen.msg).toBe(0);
    expect(seen.data.registrations.length).toBeGreaterThan(0);
    expect(seen.data.registrations.every((r) => r.companyId === B)).toBe(true);
    expect(seen.data.opportunities.every((o) => o.companyId === B)).toBe(true);
    expect(seen.data.actions).toEqual([]);
    const all = await info(shared, 'channel');
    expect(all.data.registrations.length).toBeGreaterThan(seen.data.registrations.length);
    // The list counts the same registrations the detail lists, for each reader.
    expect(seen.data.registrationCount).toBe(seen.data.registrations.length);
    expect(all.data.registrationCount).toBe(all.data.registrations.length);
    const listed = await page({ keyword: all.data.registrationNumber, country: all.data.country });
    expect(listed.data.list.find((c) => c.id === shared)?.registrationCount).toBe(
      all.data.registrations.length,
    );
  });

  it('exports the partner’s customers only', async () => {
    const res = await call(ctx.app, 'POST', '/customer/export-customer-list', {
      token: tokens['partner.b'],
      body: {},
      lang: 'kr',
    });
    const sheet = (await loadWorkbook(res.response.rawPayload)).worksheets[0]!;
    const listed = await page({ pageSize: 100 }, 'partner.b');
    expect(sheet.rowCount - 1).toBe(listed.data.total);
    expect(sheet.getRow(1).getCell(1).value).toBe(translate('kr', 'customer.field.name'));
  });

  it('filters by keyword over name and number, country and verification', async () => {
    const name = unique('Filterable');
    const made = await create({
      customer: { name, country: 'KR', region: 'AP', creditCode: '214-86-18758', source: 'manual' },
    });
    expect(made.code, made.msg).toBe(0);
    expect((await page({ keyword: name })).data.list.map((c) => c.id)).toEqual([made.data.id]);
    expect((await page({ keyword: '214-86-18758' })).data.list.map((c) => c.id)).toContain(made.data.id);
    const notVerified = await page({ keyword: name, verified: 'true' });
    expect(notVerified.data.total).toBe(0);
    expect((await page({ keyword: name, country: 'kr', verified: 'false' })).data.total).toBe(1);
  });
});

describe('the customer of a registration', () => {
  it('is found or created when the report is submitted, in the same transaction, and links it', async () => {
    const token = tokens['partner.sales'];
    await call(ctx.app, 'POST', '/businesOpptReporting/confirm-agreement', { token });
    const models = await call<Array<{ id: number }>>(
      ctx.app,
      'POST',
      '/businesOpptReporting/get-equipment-model-list',
      {
        token,
        body: { productLineCode: 'CNC' },
      },
    );
    const number = freshCreditCode();
    const name = unique('Submitted Customer');
    const sent = {
      submit: false,
      contactIds: [userIds['partner.sales']],
      customer: {
        name,
        country: 'CN',
        region: 'CN',
        creditCode: number,
        source: 'manual',
        industry: 'Robotics',
      },
      projectName: unique('Project'),
      productLineCode: 'CNC',
      lines: [{ equipmentModelId: models.data[0]!.id, kind: 'iop', quantity: 1 }],
      rate: '50.00',
      amount: '1000',
      currency: 'CNY',
      expectedCloseDate: '2027-03-31',
    };
    const draft = await call<ReportInfo>(ctx.app, 'POST', '/businesOpptReporting/save', {
      token,
      body: sent,
    });
    expect(draft.code, draft.msg).toBe(0);
    // A draft has no customer record yet.
    expect(await stored(name)).toHaveLength(0);
    const submitted = await call<ReportInfo>(ctx.app, 'PUT', '/businesOpptReporting/submit-opptReporting', {
      token,
      body: { id: draft.data.id },
    });
    expect(submitted.code, submitted.msg).toBe(0);
    const [customer] = await stored(name);
    expect(customer).toMatchObject({
      registrationNumber: number,
      country: 'CN',
      verified: false,
      industryCode: 'ROBOTICS',
    });
    const [report] = await ctx.db
      .select()
      .from(opportunityReports)
      .where(eq(opportunityReports.id, draft.data.id));
    expect(report?.customerId).toBe(customer!.id);

    // The partner now sees it, with its registration; another report of the same number finds it again.
    const seen = await info(customer!.id, 'partner.sales');
    expect(seen.data.registrations.map((r) => r.id)).toContain(draft.data.id);
    const again = await call<ReportInfo>(ctx.app, 'POST', '/businesOpptReporting/save', {
      token,
      body: {
        ...sent,
        submit: true,
        projectName: unique('Project'),
        customer: { ...sent.customer, name: `${name} (renamed)` },
      },
    });
    expect(again.code, again.msg).toBe(0);
    const [second] = await ctx.db
      .select()
      .from(opportunityReports)
      .where(eq(opportunityReports.id, again.data.id));
    expect(second?.customerId).toBe(customer!.id);

    // Its approval makes an opportunity of the same customer.
    const approved = await call<ReportInfo>(ctx.app, 'POST', '/businesOpptReporting/approve-opptReporting', {
      token: tokens['channel'],
      body: { id: draft.data.id },
    });
    expect(approved.code, approved.msg).toBe(0);
    const withOpportunity = await info(customer!.id);
    expect(withOpportunity.data.opportunities.map((o) => o.id)).toContain(approved.data.opportunity!.id);
  });

  it('every submitted demo report is linked to a customer', async () => {
    const result = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM opportunity_reports WHERE submitted_at IS NOT NULL AND customer_id IS NULL`,
    );
    expect(result.rows[0]!.n).toBe(0);
    const opportunities = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM business_opportunities WHERE customer_id IS NULL`,
    );
    expect(opportunities.rows[0]!.n).toBe(0);
  });
});
