import { quotationsEndpoints } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { sentObject } from '../../../test/answer-by-path';
import { plannerUser } from '../../../test/fixtures';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { quotationInfo } from '../test-support';
import { QuotationList } from './quotation-list';

const formal = quotationInfo({
  id: 30,
  quotationNo: 'QT20261120000030',
  kind: 'formal',
  status: 'accepted',
  validUntil: '2026-12-31',
  actions: [],
  orderId: 77,
  orderNo: 'SO2026000077',
});

const made = quotationInfo({
  id: 31,
  quotationNo: 'QT20261124000031',
  kind: 'supplementary',
  status: 'draft',
  sourceQuotationId: 30,
  lines: [],
  lineCount: 0,
  actions: ['edit', 'submit'],
});

describe('the supplementary quotation list', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('makes a supplementary quotation of an accepted formal one chosen in a dialog and opens it', async () => {
    signInAs(plannerUser, ['quotation.edit']);
    const mocked = mockApi({
      [quotationsEndpoints.pageQuotations.path]: (options) => {
        const body = sentObject(options.body) as { kind?: string[] };
        return pageOf(body.kind?.includes('formal') ? [formal] : []);
      },
      [quotationsEndpoints.createSupplementary.path]: () => made,
    });
    renderWithQueries(
      <MemoryRouter initialEntries={['/supplementary-quotation/index']}>
        <Routes>
          <Route path="/supplementary-quotation/index" element={<QuotationList kind="supplementary" />} />
          <Route path="/supplementary-quotation/create" element={<p>configuration opened</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New supplementary quotation' }, patience));
    const dialog = await screen.findByRole('dialog', {}, patience);
    // Nothing chosen: asked to choose.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create supplementary quotation' }));
    expect(
      await within(dialog).findByText(
        /Accepted formal quotation/,
        { selector: '.ant-form-item-explain-error' },
        patience,
      ),
    ).toBeInTheDocument();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Accepted formal quotation' }));
    fireEvent.click(await screen.findByTitle(/^QT20261120000030 · v2/, {}, patience));
    expect(within(dialog).getByText('SO2026000077')).toBeInTheDocument();
    // Only accepted formal quotations were searched.
    expect(
      callsTo(mocked, quotationsEndpoints.pageQuotations.path).some((call) =>
        JSON.stringify(call.body).includes('"status":["accepted"]'),
      ),
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create supplementary quotation' }));
    expect(await screen.findByText('configuration opened', {}, patience)).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(mocked, quotationsEndpoints.createSupplementary.path)).toEqual([
        { body: { id: 30, lines: [] } },
      ]),
    );
  });

  it('offers no new supplementary quotation without quotation.edit', async () => {
    signInAs(plannerUser, []);
    mockApi({ [quotationsEndpoints.pageQuotations.path]: () => pageOf([]) });
    renderWithQueries(
      <MemoryRouter>
        <QuotationList kind="supplementary" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: /Export/ }, patience)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New supplementary quotation' })).not.toBeInTheDocument();
  });
});
