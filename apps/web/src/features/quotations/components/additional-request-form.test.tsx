import type { CustomerInfo, SolutionInfo } from '@portal/contract';
import { customersEndpoints, quotationsEndpoints, solutionsEndpoints } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { htmlElement } from '../../../test/answer-by-path';
import { partnerSalesUser } from '../../../test/fixtures';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { partnerQuotationInfo } from '../test-support';
import { AdditionalRequestForm } from './additional-request-form';

const customer = {
  id: 5,
  name: '苏州精工机械有限公司',
  nameEn: 'Suzhou Precision Machinery Co., Ltd.',
  nameKr: null,
  country: 'CN',
  registrationNumber: null,
  region: 'CN',
  industryCode: null,
  verified: true,
  address: null,
  addressEn: null,
  registrationCount: 1,
  createdAt: '2026-03-01T02:03:04.000Z',
  updatedAt: '2026-03-01T02:03:04.000Z',
  rowVersion: 1,
};
const opportunity = (id: number, stage: string) => ({
  id,
  opptNo: `BO20260000${id}`,
  projectName: `Line ${id}`,
  productLineCode: 'ROBOT',
  stage,
  amount: null,
  currency: 'CNY',
  createdAt: '2026-03-02T02:03:04.000Z',
  companyId: 1,
  companyName: '演示合作伙伴A',
  companyNameEn: 'Demo Partner A',
  companyNameKr: null,
});
const customerInfo: CustomerInfo = {
  ...customer,
  createdByName: null,
  contacts: [],
  registrations: [],
  opportunities: [opportunity(42, 'negotiation'), opportunity(43, 'lost')],
  orders: [],
  actions: [],
};
const line = (id: number, kind: 'material' | 'model', code: string) => ({
  id,
  kind,
  itemId: id * 10,
  code,
  name: `${code} name`,
  quantity: '2',
  unit: 'SET',
  unitPrice: null,
  amount: null,
  currency: null,
  note: null,
  modelVersion: null,
  replacedBy: null,
});
const solution: SolutionInfo = {
  id: 7,
  solutionNo: 'SOL2026000007',
  version: 1,
  latest: true,
  title: 'Welding cell',
  status: 'submitted',
  opportunityId: 42,
  opptNo: 'BO2026000042',
  projectName: 'Line 42',
  customerName: customer.name,
  productLineCode: 'ROBOT',
  companyName: '演示合作伙伴A',
  designerName: null,
  lineCount: 2,
  listTotal: null,
  currency: 'CNY',
  returnReason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
  rowVersion: 1,
  actions: [],
  notes: null,
  lines: [line(1, 'material', 'RB-ARM-6-700'), line(2, 'model', 'M-20iA')],
  files: [],
  versions: [],
};
const { lines: _lines, notes: _notes, files: _files, versions: _versions, ...solutionRow } = solution;

const render = () =>
  renderWithQueries(
    <MemoryRouter initialEntries={['/additional-quotation/create']}>
      <Routes>
        <Route path="/additional-quotation/create" element={<AdditionalRequestForm />} />
        <Route path="/main-quotation/create" element={<p>quotation opened</p>} />
      </Routes>
    </MemoryRouter>,
  );

/** Opens the select labelled `label` and picks the option `option`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const dropdown = await screen.findByRole('listbox', {}, patience);
  await waitFor(() => expect(document.querySelector(`[title="${option}"]`)).not.toBeNull(), patience);
  fireEvent.click(htmlElement(document.querySelector(`.ant-select-item[title="${option}"]`)));
  expect(dropdown).toBeDefined();
}

describe('AdditionalRequestForm', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('checks with the contract’s schema, then sends the opportunity, the note and the items picked from its solution', async () => {
    signInAs(partnerSalesUser);
    const mocked = mockApi({
      [customersEndpoints.pageCustomers.path]: () => pageOf([customer]),
      [customersEndpoints.getCustomerInfo.path]: () => customerInfo,
      [solutionsEndpoints.pageSolutions.path]: () => pageOf([solutionRow]),
      [solutionsEndpoints.getSolutionInfo.path]: () => solution,
      [quotationsEndpoints.requestAdditional.path]: () =>
        partnerQuotationInfo({ id: 30, kind: 'additional', status: 'requested', actions: [] }),
    });
    render();
    const send = await screen.findByRole('button', { name: 'Send request' }, patience);

    // Nothing chosen or written: the contract's messages, nothing sent.
    fireEvent.click(send);
    expect(
      await screen.findByText('Say what the additional quotation should cover', {}, patience),
    ).toBeInTheDocument();
    expect(screen.getByText('Opportunity is required')).toBeInTheDocument();
    expect(callsTo(mocked, quotationsEndpoints.requestAdditional.path)).toHaveLength(0);

    // Customers are named in the reader's language.
    await choose('Customer', 'Suzhou Precision Machinery Co., Ltd.');
    // A lost opportunity cannot be quoted again: it is not offered.
    await waitFor(
      () => expect(callsTo(mocked, customersEndpoints.getCustomerInfo.path)).toHaveLength(1),
      patience,
    );
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Opportunity' })).toBeEnabled(),
      patience,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Opportunity' }));
    await waitFor(
      () => expect(document.querySelector('[title="BO2026000042 · Line 42"]')).not.toBeNull(),
      patience,
    );
    expect(document.querySelector('[title="BO2026000043 · Line 43"]')).toBeNull();
    fireEvent.click(htmlElement(document.querySelector('.ant-select-item[title="BO2026000042 · Line 42"]')));

    // Items come from the opportunity's solutions; an equipment model is not a quoted item.
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Add an item' })).toBeEnabled(),
      patience,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Add an item' }));
    await waitFor(
      () =>
        expect(
          document.querySelector('[title="SOL2026000007 · RB-ARM-6-700 · RB-ARM-6-700 name"]'),
        ).not.toBeNull(),
      patience,
    );
    expect(document.querySelector('[title^="SOL2026000007 · M-20iA"]')).toBeNull();
    fireEvent.click(
      htmlElement(
        document.querySelector('.ant-select-item[title="SOL2026000007 · RB-ARM-6-700 · RB-ARM-6-700 name"]'),
      ),
    );
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of item 1' }, patience);
    expect(quantity).toHaveValue('2');

    // A quantity the contract refuses is shown at its field.
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.change(screen.getByRole('textbox', { name: /What to quote/ }), {
      target: { value: ' A second robot for line 2 ' },
    });
    fireEvent.click(send);
    const row = htmlElement(quantity.closest('tr'));
    expect(
      await within(row).findByText(
        'Enter a quantity greater than 0 with at most 3 decimals, up to 999,999',
        {},
        patience,
      ),
    ).toBeInTheDocument();
    expect(callsTo(mocked, quotationsEndpoints.requestAdditional.path)).toHaveLength(0);

    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.click(send);
    await waitFor(
      () =>
        expect(callsTo(mocked, quotationsEndpoints.requestAdditional.path)[0]?.body).toEqual({
          opportunityId: 42,
          note: 'A second robot for line 2',
          items: [{ itemKind: 'material', itemId: 10, quantity: '3' }],
        }),
      patience,
    );
    expect(await screen.findByText('quotation opened', {}, patience)).toBeInTheDocument();
  });
});
