import type { SolutionInfo } from '@portal/contract';
import { solutionsEndpoints } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import {
  callsTo,
  mockApi,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { plannerUser } from '../../../test/fixtures';
import { SolutionDesign } from './solution-design';

function solutionInfo(overrides: Partial<SolutionInfo> = {}): SolutionInfo {
  return {
    id: 7,
    solutionNo: 'SOL2026000007',
    version: 2,
    latest: true,
    title: 'Welding cell',
    status: 'returned',
    opportunityId: 42,
    opptNo: 'BO2026000042',
    projectName: 'Line 3',
    customerName: 'Suzhou Precision',
    productLineCode: 'ROBOT',
    companyName: 'Demo Partner A',
    designerName: 'Pia Planner',
    lineCount: 2,
    listTotal: '177850.00',
    currency: 'CNY',
    returnReason: 'Add a fence door',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    rowVersion: 3,
    actions: ['edit', 'submit'],
    notes: null,
    lines: [
      {
        id: 1,
        kind: 'material',
        itemId: 5,
        code: 'RB-ARM-6-700',
        name: '6-axis robot arm',
        quantity: '2',
        unit: 'SET',
        unitPrice: '86000.0000',
        amount: '172000.00',
        currency: 'CNY',
        note: null,
        modelVersion: null,
        replacedBy: null,
      },
      {
        id: 2,
        kind: 'virtual',
        itemId: 9,
        code: 'VM2026000001',
        name: 'Custom fixture',
        quantity: '1',
        unit: 'SET',
        unitPrice: '5850.0000',
        amount: '5850.00',
        currency: 'CNY',
        note: 'Draft design',
        modelVersion: null,
        replacedBy: 'RB-TC-Q',
      },
    ],
    files: [],
    versions: [
      { id: 7, version: 2, status: 'returned', updatedAt: '2026-11-21T08:00:00.000Z' },
      { id: 6, version: 1, status: 'approved', updatedAt: '2026-11-19T08:00:00.000Z' },
    ],
    ...overrides,
  };
}

const render = () =>
  renderWithQueries(
    <MemoryRouter>
      <SolutionDesign id={7} pickers={() => ({})} />
    </MemoryRouter>,
  );

describe('SolutionDesign', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows the lines with exact prices, the return reason, the versions and only the moves the server offers', async () => {
    signInAs(plannerUser, ['solution.design']);
    mockApi({ [solutionsEndpoints.getSolutionInfo.path]: () => solutionInfo() });
    render();
    expect(await screen.findByText('SOL2026000007 · v2', {}, patience)).toBeInTheDocument();
    expect(screen.getByText('Add a fence door')).toBeInTheDocument();
    expect(screen.getByText('Replaced by RB-TC-Q')).toBeInTheDocument();
    expect(screen.getAllByText('CNY 177,850.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /v1/ })).toHaveAttribute('href', '/solution/create?id=6');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    for (const absent of ['Approve', 'Return', 'Revise', 'Delete'])
      expect(screen.queryByRole('button', { name: absent })).not.toBeInTheDocument();
  });

  it('submits after asking, with the version read', async () => {
    signInAs(plannerUser, ['solution.design']);
    const mocked = mockApi({
      [solutionsEndpoints.getSolutionInfo.path]: () => solutionInfo(),
      [solutionsEndpoints.submitSolution.path]: () => solutionInfo({ status: 'submitted', actions: [] }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }, patience));
    const ask = await screen.findByRole('tooltip', {}, patience);
    expect(ask).toHaveTextContent('Submit solution SOL2026000007 for approval?');
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    await waitFor(
      () =>
        expect(callsTo(mocked, solutionsEndpoints.submitSolution.path)).toEqual([
          { body: { id: 7, rowVersion: 3 } },
        ]),
      patience,
    );
  });
});
