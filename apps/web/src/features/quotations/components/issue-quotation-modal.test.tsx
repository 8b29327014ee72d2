import { quotationsEndpoints } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { sentWith } from '../../../test/answer-by-path';
import { plannerUser } from '../../../test/fixtures';
import {
  callsTo,
  mockApi,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { quotationInfo } from '../test-support';
import { QuotationDetail } from './quotation-detail';

/** An approved supplementary quotation whose customer reads Korean. */
const approved = quotationInfo({
  id: 31,
  quotationNo: 'QT20261124000031',
  kind: 'supplementary',
  status: 'approved',
  sourceQuotationId: 30,
  language: 'kr',
  needsApproval: false,
  actions: ['revise', 'issue'],
});

const render = () =>
  renderWithQueries(
    <MemoryRouter>
      <QuotationDetail id={31} />
    </MemoryRouter>,
  );

describe('IssueQuotationModal', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('asks for the validity date, offers the customer’s language, and issues with them', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    let current = approved;
    const mocked = mockApi({
      [quotationsEndpoints.getQuotationInfo.path]: () => current,
      [quotationsEndpoints.issueQuotation.path]: (options) => {
        const body = sentWith(quotationsEndpoints.issueQuotation.body, options.body);
        current = quotationInfo({
          ...approved,
          status: 'issued',
          validUntil: body.validUntil,
          actions: ['accept', 'decline'],
          rowVersion: approved.rowVersion + 1,
        });
        return current;
      },
    });
    render();
    // The server lists issue (and revise), no PDF before it is issued.
    fireEvent.click(await screen.findByRole('button', { name: 'Issue' }, patience));
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', {}, patience);
    expect(within(dialog).getByText('Issue quotation QT20261124000031')).toBeInTheDocument();
    // The document language defaults to the customer's.
    expect(within(dialog).getByTitle('한국어')).toBeInTheDocument();

    // Without a date: asked for, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(
      await within(dialog).findByText(
        /Validity date/,
        { selector: '.ant-form-item-explain-error' },
        patience,
      ),
    ).toBeInTheDocument();
    expect(callsTo(mocked, quotationsEndpoints.issueQuotation.path)).toHaveLength(0);

    const day = dayjs().add(20, 'day').format('YYYY-MM-DD');
    const input = within(dialog).getByRole('textbox', { name: 'Validity date' });
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: day } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(
      () =>
        expect(callsTo(mocked, quotationsEndpoints.issueQuotation.path)).toEqual([
          { body: { id: 31, rowVersion: approved.rowVersion, validUntil: day, language: 'kr' } },
        ]),
      patience,
    );
    expect(await screen.findByText('Quotation QT20261124000031 issued', {}, patience)).toBeInTheDocument();
    // Issued: its PDF, and the partner's answer is next.
    expect(await screen.findByRole('button', { name: 'Download PDF' }, patience)).toBeInTheDocument();
  });
});
