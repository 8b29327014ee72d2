import type { Location, ReportPartner } from '@portal/contract';
import { opportunityReportsEndpoints, partnerCompaniesEndpoints } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appStore } from '../../../lib/app-state';
import { request } from '../../../lib/request';
import { partnerSalesUser } from '../../../test/fixtures';
import {
  callsTo,
  mockApi,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { cncModels, productLines, reportInfo } from '../test-support';
import type { ReportCustomerValue } from './report-form-values';
import { toSaveBody } from './report-form-values';
import { ReportForm } from './report-form';
import { htmlElement, sentWith } from '../../../test/answer-by-path';
import { paths } from '../../../config/paths';

const ep = opportunityReportsEndpoints;
const customer: ReportCustomerValue = {
  name: '苏州精工机械有限公司',
  creditCode: '91350100M000100Y43',
  country: 'CN',
  address: 'Suzhou',
  region: 'CN',
  industry: 'Machinery',
};

/** Stands in for the company lookup (its own slice has its tests): one click picks a customer. */
function CustomerStub({
  value,
  onChange,
}: {
  value?: { name: string; creditCode: string } | null;
  onChange?: (v: ReportCustomerValue) => void;
}) {
  return (
    <button type="button" onClick={() => onChange?.(customer)}>
      {value ? `${value.name} ${value.creditCode}` : 'Pick the customer'}
    </button>
  );
}

const country = (id: number, code: string, en: string): Location => ({
  id,
  parentId: -1,
  code,
  nameCn: en,
  nameEn: en,
  nameKr: en,
  hasChildren: false,
});

function api(options: { agreementDue?: boolean; partner?: Partial<ReportPartner> } = {}) {
  return mockApi({
    [ep.getProductLines.path]: () => productLines,
    [ep.getEquipmentModels.path]: () => cncModels,
    [ep.getRates.path]: () => ['10.00', '50.00', '90.00'],
    [ep.getPartners.path]: () => [
      {
        id: 1,
        code: 'P-A001',
        name: '演示合作伙伴A',
        nameEn: 'Demo Partner A',
        nameKr: null,
        country: 'CN',
        region: 'CN',
        ...options.partner,
      },
    ],
    [partnerCompaniesEndpoints.getContactPeople.path]: () => [
      { id: 7, displayName: 'Sora Partner', email: 'sales@partner-a.example', mobile: null },
    ],
    [ep.checkAgreement.path]: () => ({
      show: options.agreementDue ?? false,
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

/** The form on the add route of a data router (the leave guard needs one), the list one step away. */
function renderForm() {
  const router = createMemoryRouter(
    [
      {
        path: '/business/oppt-filing/add',
        element: <ReportForm reportId={null} clueId={null} customerField={<CustomerStub />} />,
      },
      { path: paths.reportList, element: <p>The report list</p> },
      { path: '/business/oppt-filing/detail', element: <p>The report detail</p> },
    ],
    { initialEntries: ['/business/oppt-filing/add'] },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

function signIn() {
  signInAs(partnerSalesUser);
  appStore.set({ countryList: [country(1, 'CN', 'China'), country(4, 'KR', 'Korea')] });
}

/** Puts `text` into a text field in one change (a paste), not keystroke by keystroke. */
const put = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });

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
  it('sends empty values as absent, amounts without separators and only finished uploads', () => {
    const body = toSaveBody(
      {
        projectName: 'P',
        lines: [{ quantity: 1 }],
        amount: '1,234,567',
        customer: { name: 'Hand Made Ltd', country: 'KR', creditCode: ' 220-81-62517 ', source: 'manual' },
        files: [
          { id: 'a', name: 'a.pdf', url: '/a', uploadStatus: 'finished', percentage: 100 },
          { id: 'tmp', name: 'b.pdf', url: '', uploadStatus: 'processing', percentage: 40 },
        ],
      },
      { submit: false, clueId: 9 },
    );
    expect(body).toMatchObject({
      lines: [],
      amount: '1234567',
      fileIds: ['a'],
      clueId: 9,
      productLineCode: null,
      customer: { country: 'KR', creditCode: '220-81-62517', source: 'manual' },
    });
  });
});

// Real Ant Design in jsdom is slow, more so on a busy machine (a load of 25 on 2 cores stretches a
// 10-second test past a minute).
describe('ReportForm', { timeout: 180_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows every error of an empty form at once, once each, then checks the business number', async () => {
    signIn();
    const user = userEvent.setup();
    const mocked = api({ partner: { country: 'KR', region: 'AP' } });
    renderForm();
    // A Korean partner starts in won, its customer in Korea.
    await waitFor(() => expect(screen.getAllByText('KRW').length).toBeGreaterThan(0), patience);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const expected = [
      'Partner contact people',
      'End customer is required',
      'Business registration number is required',
      'Project name is required',
      'Product line is required',
      'Add at least one equipment line before submitting',
      'Win probability (%) is required',
      'Estimated amount is required',
      'Expected close date is required',
    ];
    expect(await screen.findByText('Project name is required')).toBeInTheDocument();
    for (const text of expected.slice(1)) expect(screen.getAllByText(text), text).toHaveLength(1);
    expect(screen.getAllByText('Choose at least one contact person before submitting')).toHaveLength(1);
    expect(callsTo(mocked, ep.saveReport.path)).toHaveLength(0);

    // Not in the directory: by hand, with a Korean business number whose check digit is wrong.
    await user.click(
      screen.getByRole('button', { name: 'Not in the directory? Enter the customer by hand' }),
    );
    put(screen.getByRole('textbox', { name: 'End customer' }), 'Hanbit Precision Co., Ltd.');
    const number = screen.getByRole('textbox', { name: 'Business registration number' });
    put(number, '220-81-62518');
    put(screen.getByRole('textbox', { name: 'Estimated amount' }), '1234567');
    expect(screen.getByRole('textbox', { name: 'Estimated amount' })).toHaveValue('1,234,567');
    // Fixing a field takes its error away at once (its message may still be fading out).
    expect(screen.getByRole('textbox', { name: 'End customer' }).closest('.ant-form-item')).not.toHaveClass(
      'ant-form-item-has-error',
    );

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findAllByText(
        'The business registration number is not valid: its check digit does not match',
      ),
    ).toHaveLength(1);
    expect(screen.queryByText('Estimated amount is required')).not.toBeInTheDocument();
    expect(callsTo(mocked, ep.saveReport.path)).toHaveLength(0);
  });

  it('asks before Cancel throws changes away', async () => {
    signIn();
    const user = userEvent.setup();
    api();
    const router = renderForm();
    put(await screen.findByRole('textbox', { name: 'Project name' }), 'Unsaved line');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Leave without saving?');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/business/oppt-filing/add');
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveValue('Unsaved line');

    // Asked again (the first confirm may still be fading out: the newest one answers).
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(
      () => expect(screen.getAllByRole('button', { name: 'Leave' }).length).toBeGreaterThan(0),
      patience,
    );
    await user.click(screen.getAllByRole('button', { name: 'Leave' }).at(-1)!);
    expect(await screen.findByText('The report list')).toBeInTheDocument();
  });

  it('submits the complete form after the agreement when it is due', async () => {
    signIn();
    const user = userEvent.setup();
    const mocked = api({ agreementDue: true });
    renderForm();
    await screen.findByDisplayValue('演示合作伙伴A');

    await choose(user, 'Partner contact people', 'Sora Partner (sales@partner-a.example)');
    await user.click(screen.getByRole('button', { name: 'Pick the customer' }));
    // The lookup is handed the whole company picked, never the name alone.
    expect(
      screen.getByRole('button', { name: '苏州精工机械有限公司 91350100M000100Y43' }),
    ).toBeInTheDocument();
    put(screen.getByRole('textbox', { name: 'Project name' }), 'New line');
    await choose(user, 'Product line', 'CNC machine tools');
    await choose(user, 'Equipment model 1', 'VMC-850 · Vertical machining centre');
    await choose(user, 'Win probability (%)', '50.00%');
    put(screen.getByRole('textbox', { name: 'Estimated amount' }), '860000.5');
    // The date picker loads on first use and takes the focus from its stand-in.
    await user.click(screen.getByRole('textbox', { name: 'Expected close date' }));
    await waitFor(() => {
      const date = screen.getByRole('textbox', { name: 'Expected close date' });
      expect(date).not.toHaveAttribute('readonly');
      expect(date).toHaveFocus();
    }, patience);
    await user.paste('2027-03-31');
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
      customer: { ...customer, source: 'lookup' },
      projectName: 'New line',
      productLineCode: 'CNC',
      lines: [{ equipmentModelId: 11, kind: 'iop', quantity: 1 }],
      rate: '50.00',
      amount: '860000.5',
      currency: 'CNY',
      expectedCloseDate: '2027-03-31',
      description: null,
      fileIds: [],
      clueId: null,
    });
    // Saved: the move to the detail asks nothing.
    expect(await screen.findByText('The report detail')).toBeInTheDocument();
  });
});
