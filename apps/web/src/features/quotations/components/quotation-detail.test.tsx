import { quotationsEndpoints } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { request } from '../../../lib/request';
import { htmlElement, sentObject } from '../../../test/answer-by-path';
import { partnerSalesUser, plannerUser } from '../../../test/fixtures';
import {
  callsTo,
  mockApi,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import {
  partnerQuotationInfo,
  quotationDiff,
  quotationInfo,
  quotationLine,
  salesUser,
} from '../test-support';
import { QuotationDetail } from './quotation-detail';

const render = (id = 21) =>
  renderWithQueries(
    <MemoryRouter>
      <QuotationDetail id={id} />
    </MemoryRouter>,
  );

const totalOf = (key: string) => htmlElement(document.querySelector(`[data-total="${key}"]`));

describe('QuotationDetail', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows the totals the server computed and flags a discount over its threshold; a save shows the new ones', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    const saved = quotationInfo({
      rowVersion: 5,
      needsApproval: false,
      subtotal: '179500.00',
      discountTotal: '30500.00',
      taxTotal: '23335.00',
      total: '202835.00',
      lines: [
        quotationLine({
          discountValue: '10',
          discountPercent: '10',
          overThreshold: false,
          netPrice: '90000.00',
          lineTotal: '180000.00',
        }),
        quotationInfo().lines[1]!,
      ],
    });
    let current = quotationInfo();
    const mocked = mockApi({
      [quotationsEndpoints.getQuotationInfo.path]: () => current,
      [quotationsEndpoints.saveQuotation.path]: () => {
        current = saved;
        return saved;
      },
    });
    render();
    expect(await screen.findByText('QT20261124000021 · v2', {}, patience)).toBeInTheDocument();
    // Read top down: list price total, the discount off it, the subtotal after discount (#21).
    expect(totalOf('listTotal')).toHaveTextContent('List price totalCNY 210,000.00');
    expect(totalOf('discountTotal')).toHaveTextContent('DiscountCNY -40,500.00');
    expect(totalOf('subtotal')).toHaveTextContent('Subtotal after discountCNY 169,500.00');
    expect(totalOf('taxTotal')).toHaveTextContent('Tax (13 %)CNY 22,035.00');
    expect(totalOf('total')).toHaveTextContent('CNY 191,535.00');
    // The robot cell's 20 % is over the robot line's 15 %; the spindle's 5 % is within the CNC line's 10 %.
    expect(screen.getAllByTestId('over-threshold')).toHaveLength(1);
    const robotRow = htmlElement(screen.getByText('CFG-ROBOT-CELL').closest('tr'));
    expect(within(robotRow).getByTestId('over-threshold')).toHaveTextContent('Needs approval');
    expect(screen.getByText(/once submitted, the quotation waits for approval/)).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Discount of line 1' }), {
      target: { value: '10' },
    });
    expect(screen.getByText('Changed: save to see the new prices and totals')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(totalOf('total')).toHaveTextContent('CNY 202,835.00'), patience);
    expect(totalOf('subtotal')).toHaveTextContent('CNY 179,500.00');
    expect(screen.queryAllByTestId('over-threshold')).toHaveLength(0);
    const [sent] = callsTo(mocked, quotationsEndpoints.saveQuotation.path);
    expect(sentObject(sent?.body)).toMatchObject({
      id: 21,
      rowVersion: 4,
      taxRate: '13',
      lines: [
        { itemKind: 'configured', itemId: 3, quantity: '2', discountType: 'percent', discountValue: '10' },
        { itemKind: 'material', itemId: 5, quantity: '1', discountType: 'amount', discountValue: '500.00' },
      ],
    });
  });

  it('refuses a discount over 100 % in the browser, at its line, with the contract’s message', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    const mocked = mockApi({ [quotationsEndpoints.getQuotationInfo.path]: () => quotationInfo() });
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Discount of line 1' }, patience), {
      target: { value: '120' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A discount cannot exceed 100 %', {}, patience)).toBeInTheDocument();
    expect(callsTo(mocked, quotationsEndpoints.saveQuotation.path)).toHaveLength(0);
  });

  it('keeps a draft’s attachments in its save and lists a read version’s files for download', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    const files = [
      { id: '0b8f7a52-3d0e-4c62-9d7e-2f3a4b5c6d7e', name: 'layout.pdf', ext: 'PDF', size: 2048 },
      { id: '1c9a8b63-4e1f-4d73-8e8f-3a4b5c6d7e8f', name: 'terms.docx', ext: 'DOCX', size: 1024 },
    ];
    let current = quotationInfo({ files });
    const mocked = mockApi({
      [quotationsEndpoints.getQuotationInfo.path]: () => current,
      [quotationsEndpoints.saveQuotation.path]: () => current,
      [quotationsEndpoints.downloadQuotationFile.path]: () => null,
    });
    const { unmount } = render();
    expect(await screen.findByText('Attachments', {}, patience)).toBeInTheDocument();
    expect(screen.getByText('layout.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(mocked, quotationsEndpoints.saveQuotation.path)).toHaveLength(1));
    const [sent] = callsTo(mocked, quotationsEndpoints.saveQuotation.path);
    expect(sentObject(sent?.body)).toMatchObject({ fileIds: files.map((file) => file.id) });
    unmount();

    // Read (approved): a list of links; a click downloads that file of that version.
    current = quotationInfo({ files, status: 'approved', actions: ['revise'] });
    render();
    fireEvent.click(await screen.findByText('terms.docx', {}, patience));
    await waitFor(() =>
      expect(callsTo(mocked, quotationsEndpoints.downloadQuotationFile.path)).toHaveLength(1),
    );
    expect(callsTo(mocked, quotationsEndpoints.downloadQuotationFile.path)[0]?.query).toMatchObject({
      id: 21,
      fileId: files[1]!.id,
    });
  });

  it('says a submission within every threshold was approved at once, and a waiting one only submitted', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let answer = quotationInfo({ status: 'approved', actions: [] });
    mockApi({
      [quotationsEndpoints.getQuotationInfo.path]: () =>
        quotationInfo({ status: 'draft', actions: ['edit', 'submit'], needsApproval: false }),
      [quotationsEndpoints.submitQuotation.path]: () => answer,
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }, patience));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }, patience));
    await waitFor(
      () =>
        expect(success).toHaveBeenCalledWith(
          'Quotation QT20261124000021 submitted and approved at once: every discount is within its product line’s threshold',
        ),
      patience,
    );
    answer = quotationInfo({ status: 'submitted', actions: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const oks = await screen.findAllByRole('button', { name: 'OK' }, patience);
    fireEvent.click(oks[oks.length - 1]!);
    await waitFor(
      () => expect(success).toHaveBeenLastCalledWith('Quotation QT20261124000021 submitted'),
      patience,
    );
    success.mockRestore();
  });

  it('offers exactly the moves the server lists', async () => {
    signInAs(salesUser, ['quotation.approve']);
    mockApi({
      [quotationsEndpoints.getQuotationInfo.path]: () =>
        quotationInfo({ status: 'submitted', actions: ['approve', 'return'] }),
    });
    render();
    expect(await screen.findByRole('button', { name: 'Approve' }, patience)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    for (const absent of ['Save', 'Submit', 'Revise', 'Create formal quotation', 'Accept', 'Decline'])
      expect(screen.queryByRole('button', { name: absent })).not.toBeInTheDocument();
    // Read, not edited: no discount field.
    expect(screen.queryByRole('textbox', { name: 'Discount of line 1' })).not.toBeInTheDocument();
    expect(
      screen.getByText('A discount exceeds its product line’s threshold: the quotation waits for approval'),
    ).toBeInTheDocument();
  });

  it('rejects with a reason overall and one per line', async () => {
    signInAs(salesUser, ['quotation.approve']);
    const mocked = mockApi({
      [quotationsEndpoints.getQuotationInfo.path]: () =>
        quotationInfo({ status: 'submitted', actions: ['approve', 'return'] }),
      [quotationsEndpoints.decideQuotation.path]: () =>
        quotationInfo({ status: 'returned', actions: [], returnReason: 'Too generous' }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }, patience));
    const dialog = await screen.findByRole('dialog', {}, patience);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText(/Say why the quotation is rejected/, {}, patience),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason for rejection' }), {
      target: { value: 'Too generous' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Line 1 · CFG-ROBOT-CELL' }), {
      target: { value: 'At most 15 %' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(
      () =>
        expect(callsTo(mocked, quotationsEndpoints.decideQuotation.path)).toEqual([
          {
            body: {
              id: 21,
              rowVersion: 4,
              decision: 'return',
              reason: 'Too generous',
              lineReasons: [{ lineId: 11, reason: 'At most 15 %' }],
            },
          },
        ]),
      patience,
    );
  });

  it('shows a returned quotation’s reasons overall and at its lines', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    mockApi({
      [quotationsEndpoints.getQuotationInfo.path]: () =>
        quotationInfo({
          status: 'returned',
          actions: ['revise'],
          returnReason: 'Discount too high',
          lines: [quotationLine({ returnReason: 'At most 15 %' })],
        }),
    });
    render();
    expect(await screen.findByText('Discount too high', {}, patience)).toBeInTheDocument();
    expect(screen.getByText('Rejected: At most 15 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revise' })).toBeInTheDocument();
  });

  it('compares with the previous version: header and lines before → after', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    mockApi({
      [quotationsEndpoints.getQuotationInfo.path]: () => quotationInfo({ actions: [] }),
      [quotationsEndpoints.compareVersions.path]: () => quotationDiff,
    });
    render();
    expect(await screen.findByRole('link', { name: /v1/ }, patience)).toHaveAttribute(
      'href',
      '/quote/detail?id=20',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Compare with previous version' }));
    const dialog = await screen.findByRole('dialog', {}, patience);
    expect(await within(dialog).findByText('From v1 to v2', {}, patience)).toBeInTheDocument();
    expect(within(dialog).getByText('Payment terms: -- → 30 % on order')).toBeInTheDocument();
    expect(within(dialog).getByText('Discount: 25 → 20')).toBeInTheDocument();
    expect(within(dialog).getByText('Line total: 150,000.00 → 160,000.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Added')).toBeInTheDocument();
    expect(within(dialog).getByText('Removed')).toBeInTheDocument();
  });

  it('shows a partner no list price or discount, and after accepting (asked first) the order', async () => {
    signInAs(partnerSalesUser);
    let accepted = false;
    const acceptedInfo = () =>
      partnerQuotationInfo({
        status: 'accepted',
        actions: [],
        orderId: 77,
        orderNo: 'SO2026000077',
        rowVersion: 5,
      });
    const mocked = mockApi({
      [quotationsEndpoints.getQuotationInfo.path]: () => (accepted ? acceptedInfo() : partnerQuotationInfo()),
      [quotationsEndpoints.acceptQuotation.path]: () => {
        accepted = true;
        return acceptedInfo();
      },
    });
    render();
    expect(await screen.findByText('QT20261124000021 · v2', {}, patience)).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Net price', 'Line total']));
    for (const absent of ['List price', 'Discount']) expect(headers).not.toContain(absent);
    expect(totalOf('total')).toHaveTextContent('CNY 191,535.00');
    expect(document.querySelector('[data-total="discountTotal"]')).toBeNull();
    expect(screen.queryByText('Exchange rate')).not.toBeInTheDocument();
    expect(screen.queryByText('Needs approval')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const ask = await screen.findByRole('tooltip', {}, patience);
    expect(ask).toHaveTextContent('Accept quotation QT20261124000021? An order is made from it.');
    expect(callsTo(mocked, quotationsEndpoints.acceptQuotation.path)).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('link', { name: 'SO2026000077' }, patience)).toHaveAttribute(
      'href',
      '/business/orderDetails?id=77',
    );
    expect(callsTo(mocked, quotationsEndpoints.acceptQuotation.path)).toEqual([
      { body: { id: 21, rowVersion: 4 } },
    ]);
  });
});
