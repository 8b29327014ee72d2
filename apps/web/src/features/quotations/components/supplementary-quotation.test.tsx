import type { QuotationInfo } from '@portal/contract';
import { quotationsEndpoints } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { htmlElement, sentObject, sentWith } from '../../../test/answer-by-path';
import { partnerSalesUser, plannerUser } from '../../../test/fixtures';
import {
  callsTo,
  mockApi,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { partnerQuotationInfo, quotationInfo, quotationLine } from '../test-support';
import type { QuotationItemPickers } from './supplementary-item-bar';
import { SupplementaryQuotationScreen } from './supplementary-quotation';

/** The accepted formal quotation (id 30) a supplementary one (id 31) adds to. */
const formal = quotationInfo({
  id: 30,
  quotationNo: 'QT20261120000030',
  kind: 'formal',
  version: 1,
  status: 'accepted',
  validUntil: '2026-12-31',
  actions: [],
  orderId: 77,
  orderNo: 'SO2026000077',
  versions: [{ id: 30, version: 1, status: 'accepted', updatedAt: '2026-11-20T08:00:00.000Z' }],
});

const cable = quotationLine({
  id: 41,
  lineNo: 1,
  itemKind: 'material',
  itemId: 9,
  code: 'RB-CAB-10',
  name: 'Robot cable 10 m',
  bom: [],
  quantity: '1',
  unit: 'PCS',
  listPrice: '2950.00',
  discountValue: '0',
  discountPercent: '0',
  overThreshold: false,
  netPrice: '2950.00',
  lineTotal: '2950.00',
});

const supplementary = (overrides: Partial<QuotationInfo> = {}) =>
  quotationInfo({
    id: 31,
    quotationNo: 'QT20261124000031',
    kind: 'supplementary',
    version: 1,
    previousVersionId: null,
    rootId: 31,
    status: 'draft',
    sourceQuotationId: 30,
    solutionId: null,
    needsApproval: false,
    actions: ['edit', 'submit'],
    lines: [],
    subtotal: '0.00',
    discountTotal: '0.00',
    taxTotal: '0.00',
    total: '0.00',
    lineCount: 0,
    versions: [{ id: 31, version: 1, status: 'draft', updatedAt: '2026-11-24T08:00:00.000Z' }],
    ...overrides,
  });

/** A picker of the test: one button that picks the robot cable. */
const pickers: QuotationItemPickers = {
  material: ({ onPick }) => (
    <Button
      onClick={() => onPick({ kind: 'material', itemId: 9, code: 'RB-CAB-10', name: 'Robot cable 10 m' })}
    >
      Pick the cable
    </Button>
  ),
};

const render = (id = 31) =>
  renderWithQueries(
    <MemoryRouter>
      <SupplementaryQuotationScreen id={id} pickers={pickers} />
    </MemoryRouter>,
  );

const infoOf = (answers: Record<number, () => unknown>) => (options: { query?: unknown }) => {
  const { id } = sentWith(quotationsEndpoints.getQuotationInfo.query, options.query);
  return answers[id]?.();
};

describe('SupplementaryQuotationScreen', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows the accepted formal lines read only, adds an item (saved at once), counts it and removes none below one', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    let current = supplementary();
    const mocked = mockApi({
      [quotationsEndpoints.getQuotationInfo.path]: infoOf({ 30: () => formal, 31: () => current }),
      [quotationsEndpoints.saveQuotation.path]: (options) => {
        const body = sentWith(quotationsEndpoints.saveQuotation.body, options.body);
        const quantity = body.lines[0]?.quantity ?? '1';
        current = supplementary({
          rowVersion: current.rowVersion + 1,
          lines: [cable.quantity === quantity ? cable : { ...cable, quantity, lineTotal: '5900.00' }],
          lineCount: 1,
        });
        return current;
      },
    });
    render();
    const accepted = await screen.findByTestId('accepted-lines', {}, patience);
    expect(
      within(accepted).getByText('Accepted lines of formal quotation QT20261120000030 (unchanged)'),
    ).toBeInTheDocument();
    expect(within(accepted).getByText('CFG-ROBOT-CELL')).toBeInTheDocument();
    // The product line by its name in the reader's language, the unit by its name next to the quantity.
    const robotRow = htmlElement(within(accepted).getByText('CFG-ROBOT-CELL').closest('tr'));
    expect(within(robotRow).getByText('Industrial robots')).toBeInTheDocument();
    expect(within(robotRow).queryByText('ROBOT')).not.toBeInTheDocument();
    expect(within(robotRow).getByText('Set')).toBeInTheDocument();
    expect(within(accepted).getByRole('link', { name: 'SO2026000077' })).toHaveAttribute(
      'href',
      '/business/orderDetails?id=77',
    );
    // The accepted lines are not edited here.
    expect(within(accepted).queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByText(/No items yet/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Pick the cable' }));
    const row = htmlElement((await screen.findByText('RB-CAB-10', {}, patience)).closest('tr'));
    expect(within(row).getByText('Piece')).toBeInTheDocument();
    expect(sentObject(callsTo(mocked, quotationsEndpoints.saveQuotation.path)[0]?.body)).toMatchObject({
      id: 31,
      lines: [
        { itemKind: 'material', itemId: 9, quantity: '1', discountType: 'percent', discountValue: '0' },
      ],
    });

    // The same item again is refused in the browser.
    fireEvent.click(screen.getByRole('button', { name: 'Pick the cable' }));
    expect(
      await screen.findByText('RB-CAB-10 is already on the quotation', {}, patience),
    ).toBeInTheDocument();
    expect(callsTo(mocked, quotationsEndpoints.saveQuotation.path)).toHaveLength(1);

    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of line 1' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(callsTo(mocked, quotationsEndpoints.saveQuotation.path)).toHaveLength(2),
      patience,
    );
    expect(sentObject(callsTo(mocked, quotationsEndpoints.saveQuotation.path)[1]?.body)).toMatchObject({
      lines: [{ itemId: 9, quantity: '2' }],
    });

    // A quotation keeps one line at least.
    fireEvent.click(await screen.findByRole('button', { name: 'Remove line 1' }, patience));
    expect(await screen.findByText('A quotation keeps at least one line', {}, patience)).toBeInTheDocument();
    expect(callsTo(mocked, quotationsEndpoints.saveQuotation.path)).toHaveLength(2);
  });

  it('shows a partner the accepted quotation and the order its lines were added to', async () => {
    signInAs(partnerSalesUser);
    const accepted = partnerQuotationInfo({
      ...supplementary(),
      status: 'accepted',
      actions: [],
      lines: [cable],
      orderId: 77,
      orderNo: 'SO2026000077',
    });
    mockApi({
      [quotationsEndpoints.getQuotationInfo.path]: infoOf({
        30: () => partnerQuotationInfo({ ...formal, actions: [] }),
        31: () => accepted,
      }),
    });
    render();
    const notice = await screen.findByText(/its lines were added to order/, {}, patience);
    expect(
      within(htmlElement(notice.closest('.ant-alert'))).getByRole('link', { name: 'SO2026000077' }),
    ).toHaveAttribute('href', '/business/orderDetails?id=77');
    // Issued to the customer: its PDF.
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick the cable' })).not.toBeInTheDocument();
  });

  it('sends another kind of quotation to its own screen', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    mockApi({ [quotationsEndpoints.getQuotationInfo.path]: infoOf({ 30: () => formal }) });
    render(30);
    expect(
      await screen.findByText('This quotation is not a supplementary quotation.', {}, patience),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'QT20261120000030' })).toHaveAttribute(
      'href',
      '/main-quotation/create?id=30',
    );
  });
});
