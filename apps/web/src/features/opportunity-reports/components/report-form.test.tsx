import { opportunityReportsEndpoints, partnerCompaniesEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import {
  callsTo,
  mockApi,
  patience,
  renderApp as renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { partnerSalesUser } from '../../../test/fixtures';
import { cncModels, productLines, reportInfo } from '../test-support';
import type { ReportCustomerValue } from './report-form';
import { ReportForm, toSaveBody } from './report-form';
import type * as requestModule from '../../../lib/request';
import { htmlElement, sentWith } from '../../../test/answer-by-path';

vi.mock('../../../lib/request', async (importOriginal) => {
  const actual = await importOriginal<typeof requestModule>();
  return { ...actual, request: vi.fn() };
});

const ep = opportunityReportsEndpoints;
const customer: ReportCustomerValue = {
  name: '苏州精工机械有限公司',
  creditCode: '91320500MA1000XA00',
  address: 'Suzhou',
  region: 'CN',
  industry: 'Machinery',
};

/** Stands in for the company lookup (its own slice has its tests): one click picks a customer. */
function CustomerStub({
  value,
  onChange,
}: {
  value?: ReportCustomerValue | null;
  onChange?: (v: ReportCustomerValue) => void;
}) {
  return (
    <button type="button" onClick={() => onChange?.(customer)}>
      {value ? value.name : 'Pick the customer'}
    </button>
  );
}

function api(agreementDue: boolean) {
  return mockApi({
    [ep.getProductLines.path]: () => productLines,
    [ep.getEquipmentModels.path]: () => cncModels,
    [ep.getRates.path]: () => ['10.00', '50.00', '90.00'],
    [partnerCompaniesEndpoints.getContactPeople.path]: () => [
      { id: 7, displayName: 'Sora Partner', email: 'sales@partner-a.example', mobile: null },
    ],
    [ep.checkAgreement.path]: () => ({
      show: agreementDue,
      year: 2026,
      titleKey: 'report.agreement.title',
      textKey: 'report.agreement.text',
    }),
    [ep.confirmAgreement.path]: () => ({ year: 2026, confirmedAt: '2026-05-01T08:00:00.000Z' }),
    [ep.saveReport.path]: ({ body }) =>
      reportInfo({
        id: 5,
        reportNo: 'BR2026000005',
        status: sentWith(ep.saveReport.body, body).submit ? 'submitted' : 'draft',
      }),
  });
}

/** Types into a field in one go (a paste): keystroke by keystroke is slow on this large form. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Picks `option` in the select labelled `name`. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((element) => element.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return htmlElement(found);
  }, patience);
  await user.click(item);
}

describe('toSaveBody', () => {
  it('sends empty values as absent and only finished uploads', () => {
    const body = toSaveBody(
      {
        projectName: 'P',
        lines: [{ quantity: 1 }],
        amount: ' ',
        files: [
          { id: 'a', name: 'a.pdf', url: '/a', uploadStatus: 'finished', percentage: 100 },
          { id: 'tmp', name: 'b.pdf', url: '', uploadStatus: 'processing', percentage: 40 },
        ],
      },
      { submit: false, clueId: 9 },
    );
    expect(body).toMatchObject({ lines: [], amount: null, fileIds: ['a'], clueId: 9, productLineCode: null });
  });
});

// Real Ant Design in jsdom is slow, more so on a busy machine.
describe('ReportForm', { timeout: 180_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('checks the fields with the contract’s rules and the complete form before submitting', async () => {
    signInAs(partnerSalesUser);
    const user = userEvent.setup();
    const mocked = api(false);
    renderWithQueries(<ReportForm reportId={null} clueId={null} customerField={<CustomerStub />} />);
    // The partner is fixed for a partner user.
    expect(await screen.findByDisplayValue('演示合作伙伴A')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Project name is required')).toBeInTheDocument();
    expect(screen.getByText('Equipment model is required')).toBeInTheDocument();

    await fill(user, screen.getByRole('textbox', { name: 'Project name' }), 'New line');
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await fill(user, screen.getByRole('textbox', { name: 'Estimated amount' }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('The amount must be greater than 0, with at most two decimals'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Estimated amount' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      (await screen.findAllByText('Add at least one equipment line before submitting')).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('Win probability (%) is required').length).toBeGreaterThan(0);
    expect(callsTo(mocked, ep.saveReport.path)).toHaveLength(0);

    // A draft may be incomplete.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(callsTo(mocked, ep.saveReport.path)).toHaveLength(1), patience);
    expect(callsTo(mocked, ep.saveReport.path)[0]!.body).toMatchObject({
      submit: false,
      projectName: 'New line',
      lines: [],
    });
  });

  it('submits the complete form after the agreement when it is due', async () => {
    signInAs(partnerSalesUser);
    const user = userEvent.setup();
    const mocked = api(true);
    renderWithQueries(<ReportForm reportId={null} clueId={null} customerField={<CustomerStub />} />);
    await screen.findByDisplayValue('演示合作伙伴A');

    await choose(user, 'Partner contact people', 'Sora Partner (sales@partner-a.example)');
    await user.click(screen.getByRole('button', { name: 'Pick the customer' }));
    await fill(user, screen.getByRole('textbox', { name: 'Project name' }), 'New line');
    await choose(user, 'Product line', 'CNC machine tools');
    await choose(user, 'Equipment model 1', 'VMC-850 · Vertical machining centre');
    await user.click(screen.getByRole('button', { name: 'Add equipment line' }));
    await choose(user, 'Equipment model 2', 'TL-250 · Turning lathe');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity 2' });
    await user.tripleClick(quantity);
    await user.paste('3');
    await choose(user, 'Win probability (%)', '50.00%');
    await fill(user, screen.getByRole('textbox', { name: 'Estimated amount' }), '860000.5');
    const date = screen.getByRole('textbox', { name: 'Expected close date' });
    await fill(user, date, '2027-03-31');
    await user.keyboard('{Enter}');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Registration agreement 2026')).toBeInTheDocument();
    expect(callsTo(mocked, ep.saveReport.path)).toHaveLength(0);
    await user.click(within(modal).getByRole('button', { name: 'I agree and submit' }));

    await waitFor(() => expect(callsTo(mocked, ep.saveReport.path)).toHaveLength(1), patience);
    expect(callsTo(mocked, ep.confirmAgreement.path)).toHaveLength(1);
    expect(callsTo(mocked, ep.saveReport.path)[0]!.body).toEqual({
      submit: true,
      companyId: null,
      contactIds: [7],
      customer: { ...customer },
      projectName: 'New line',
      productLineCode: 'CNC',
      lines: [
        { equipmentModelId: 11, kind: 'iop', quantity: 1 },
        { equipmentModelId: 12, kind: 'no_iop', quantity: 3 },
      ],
      rate: '50.00',
      amount: '860000.5',
      currency: 'CNY',
      expectedCloseDate: '2027-03-31',
      description: null,
      fileIds: [],
      clueId: null,
    });
  });
});
