import type { EquipmentParent, OpportunityInfo } from '@portal/contract';
import { opportunitiesEndpoints } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { callsTo, mockApi, pageOf, renderApp, resetStores, signInAs } from '../../../test/render-app';
import { channelUser } from '../../../test/fixtures';
import { opportunity } from '../test-support';
import { OpportunityDetail } from './opportunity-detail';
import { htmlElement } from '../../../test/answer-by-path';

const paths = {
  info: opportunitiesEndpoints.getOpportunityInfo.path,
  equipment: opportunitiesEndpoints.getEquipmentParents.path,
  cases: opportunitiesEndpoints.pageOpportunityCases.path,
};

const info: OpportunityInfo = {
  ...opportunity({
    id: 7,
    stage: 'lost',
    salesOwnerId: 30,
    salesOwnerName: 'Sue Second',
    sourceReportId: 12,
    sourceReportNo: 'BR2026000012',
    actions: ['assignPlanning', 'changeDistribution', 'changeSales'],
  }),
  createdById: 2,
  createdByName: 'Chen Channel',
  equipment: [],
  caseCounts: { total: 1, solution: 0, quotation: 1 },
  timeline: [
    {
      id: 1,
      action: 'create',
      fromState: null,
      toState: 'design',
      fromName: null,
      toName: null,
      actorId: 2,
      actorName: 'Chen Channel',
      comment: 'BR2026000012',
      createdAt: '2026-01-05T08:00:00.000Z',
    },
    {
      id: 2,
      action: 'change-sales',
      fromState: '3',
      toState: '30',
      fromName: 'Sam Sales',
      toName: 'Sue Second',
      actorId: 2,
      actorName: 'Chen Channel',
      comment: 'Territory moved',
      createdAt: '2026-01-06T08:00:00.000Z',
    },
    {
      id: 3,
      action: 'stage',
      fromState: 'quotation',
      toState: 'lost',
      fromName: null,
      toName: null,
      actorId: 2,
      actorName: 'Chen Channel',
      comment: null,
      createdAt: '2026-01-07T08:00:00.000Z',
    },
  ],
};

const equipment: EquipmentParent[] = [
  {
    key: 'CNC:iop',
    productLineCode: 'CNC',
    productLineNameCn: '数控机床',
    productLineNameEn: 'CNC machine tools',
    productLineNameKr: null,
    kind: 'iop',
    quantity: 3,
    children: [
      {
        id: 1,
        equipmentModelId: 1,
        model: 'VMC-850',
        description: 'Vertical machining centre',
        productLineCode: 'CNC',
        kind: 'iop',
        quantity: 3,
      },
    ],
  },
];

const cases = pageOf([
  {
    id: 1,
    caseNo: 'OC2026000001',
    kind: 'quotation' as const,
    title: 'First offer',
    status: 'submitted',
    amount: '100.00',
    createdAt: '2026-01-06T08:00:00.000Z',
  },
]);

describe('OpportunityDetail', { timeout: 120_000 }, () => {
  beforeEach(() => signInAs(channelUser, ['opportunity.assign']));
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows the fields, owners, stage, equipment, cases and timeline', async () => {
    const api = mockApi({
      [paths.info]: () => info,
      [paths.equipment]: () => equipment,
      [paths.cases]: () => cases,
    });
    renderApp(<OpportunityDetail id={7} />);
    expect(await screen.findByText('New plant machining')).toBeInTheDocument();
    // The buttons come from the opportunity's actions: no second call decides them.
    expect(callsTo(api, opportunitiesEndpoints.getAuthority.path)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Open report BR2026000012' })).toHaveAttribute(
      'href',
      '/business/oppt-filing/detail?id=12',
    );
    // Owners: change the sales owner, assign the planning owner; no edit of a lost opportunity.
    expect(await screen.findByRole('button', { name: 'Change Sales owner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign Planning owner' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // The steps reached before it was lost, then lost.
    const steps = screen.getAllByText(/^(Design|Quotation|Negotiation|Won|Lost)$/);
    expect(steps.map((step) => step.textContent)).toEqual(
      expect.arrayContaining(['Design', 'Quotation', 'Lost']),
    );
    expect(screen.queryByText('Negotiation')).not.toBeInTheDocument();
    // Equipment grouped, cases listed.
    const tree = await screen.findByRole('tree', { name: 'Equipment' });
    expect(tree).toHaveTextContent('CNC machine tools · IOP: 3 in all');
    expect(tree).toHaveTextContent('VMC-850 × 3');
    expect(await screen.findByText('OC2026000001')).toBeInTheDocument();
    expect(screen.getByText('1 cases: 0 solutions, 1 quotations')).toBeInTheDocument();
    // The timeline names the owners and keeps the reason.
    expect(screen.getByText('Sales owner changed')).toBeInTheDocument();
    expect(screen.getByText('Sam Sales → Sue Second')).toBeInTheDocument();
    expect(screen.getByText('Territory moved')).toBeInTheDocument();
    expect(screen.getByText('Quotation → Lost')).toBeInTheDocument();
  });

  it('shows exactly the buttons of the actions the server listed', async () => {
    const cases_ = [
      { actions: [] as const, buttons: [] as string[] },
      { actions: ['assignPlanning'] as const, buttons: ['Assign Planning owner'] },
      { actions: ['edit'] as const, buttons: ['Edit'] },
    ];
    for (const { actions, buttons } of cases_) {
      mockApi({
        [paths.info]: () => ({ ...info, stage: 'design', actions: [...actions] }),
        [paths.equipment]: () => [],
        [paths.cases]: () => pageOf([]),
      });
      const view = renderApp(<OpportunityDetail id={7} />);
      expect(await screen.findByText('New plant machining')).toBeInTheDocument();
      const owners = htmlElement(screen.getByText('Owners').closest('.ant-card'));
      const header = htmlElement(screen.getByText('BO2026000001').closest('.ant-card-head'));
      const shown = [...within(owners).queryAllByRole('button'), ...within(header).queryAllByRole('button')];
      expect(shown.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(buttons);
      view.unmount();
      vi.mocked(request).mockReset();
    }
  });
});
