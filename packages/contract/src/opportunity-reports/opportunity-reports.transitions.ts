import { defineTransitions } from '../core/transitions';
import { permissions } from '../identity/menu-tree';
import type { ReportAction, ReportStatus } from './opportunity-reports.schema';

/**
 * Every change an opportunity report can go through, who makes it, and the states it starts from. The
 * server enforces this table and answers each report with the actions its reader may take; the web
 * shows exactly those.
 *
 * | action   | who                                   | from                        | to        |
 * | -------- | ------------------------------------- | --------------------------- | --------- |
 * | edit     | either side (business.opptFiling)     | draft, withdrawn            | unchanged |
 * | submit   | either side (business.opptFiling)     | draft, withdrawn            | submitted |
 * | withdraw | partner (business.opptFiling)         | submitted                   | withdrawn |
 * | discard  | either side (business.opptFiling)     | draft, withdrawn, rejected  | discarded |
 * | approve  | staff (opportunity.review)            | submitted                   | approved  |
 * | reject   | staff (opportunity.review)            | submitted                   | rejected  |
 *
 * approved and discarded are final. An edit changes no state (a withdrawn report stays withdrawn until
 * it is submitted again): its rule has no `to`. The module adds
 * its own rule on top: only the reporting company's users (or the staff member who filed it) change a
 * report, and approval waits while another partner's protection of the customer runs.
 */
export const reportTransitions = defineTransitions<ReportStatus, ReportAction>({
  edit: { from: ['draft', 'withdrawn'], side: 'any', permission: permissions.opptFiling },
  submit: { from: ['draft', 'withdrawn'], to: 'submitted', side: 'any', permission: permissions.opptFiling },
  withdraw: { from: ['submitted'], to: 'withdrawn', side: 'partner', permission: permissions.opptFiling },
  discard: {
    from: ['draft', 'withdrawn', 'rejected'],
    to: 'discarded',
    side: 'any',
    permission: permissions.opptFiling,
  },
  approve: { from: ['submitted'], to: 'approved', side: 'staff', permission: permissions.opportunityReview },
  reject: { from: ['submitted'], to: 'rejected', side: 'staff', permission: permissions.opportunityReview },
});
