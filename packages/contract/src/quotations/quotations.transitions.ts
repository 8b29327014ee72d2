import { defineTransitions } from '../core/transitions';
import { permissions } from '../identity/menu-tree';

/** What a quotation is: made by planning from a solution, or what the customer receives. */
export const quotationKinds = ['planning', 'formal', 'supplementary', 'additional'] as const;
export type QuotationKind = (typeof quotationKinds)[number];

/** The kinds a partner may read (a planning quotation is internal). */
export const partnerQuotationKinds = ['formal', 'supplementary', 'additional'] as const;

/**
 * The states of a quotation version. A planning quotation goes draft → submitted → approved | returned;
 * a formal one is issued → accepted | declined | expired. An additional quotation starts `requested`
 * (asked for by the partner) and a supplementary one `draft`; both are priced like a planning one, then
 * issued and answered like a formal one. The kinds share one machine: their states do
 * not overlap, and the server lets each kind take only its own moves.
 */
export const quotationStates = [
  'draft',
  'submitted',
  'approved',
  'returned',
  'issued',
  'accepted',
  'declined',
  'expired',
  'requested',
] as const;
export type QuotationState = (typeof quotationStates)[number];

/**
 * The live states of a quotation offered to the customer: it can still become (or already is) the deal's
 * order. An approved planning quotation has at most one live formal quotation (the database holds it too).
 */
export const liveQuotationStates = ['issued', 'accepted'] as const satisfies readonly QuotationState[];

/** Every action a quotation may list in its `actions`. */
export const quotationActions = [
  'edit',
  'submit',
  'approve',
  'return',
  'revise',
  'createFormal',
  'accept',
  'decline',
  'expire',
  'issue',
] as const;
export type QuotationAction = (typeof quotationActions)[number];

/** The approver's decision on a submitted quotation. */
export const quotationDecisions = ['approve', 'return'] as const;
export type QuotationDecision = (typeof quotationDecisions)[number];

/**
 * Quotations. The planner (the opportunity's planning owner, or an administrator) with quotation.edit
 * edits, submits and revises planning quotations and makes formal ones of approved ones; an approver
 * with quotation.approve approves or returns a submitted one (a submission none of whose discounts
 * exceeds its product line's threshold is approved at once). The partner of the opportunity's company,
 * or an approver, accepts or declines an issued formal quotation; `expire` is the server's own move once
 * the validity date has passed. Additional and supplementary quotations take the planning moves (edit,
 * submit, approve, return, revise), then `issue` and the customer's answer; editing a requested
 * additional quotation makes it a draft.
 *
 * | action       | from                | to        | note                                                |
 * | ------------ | ------------------- | --------- | --------------------------------------------------- |
 * | edit         | draft, requested    | draft     | header and lines                                    |
 * | submit       | draft, requested    | submitted | at least one line; approved at once under threshold |
 * | approve      | submitted           | approved  |                                                     |
 * | return       | submitted           | returned  | with a reason, overall and per line                 |
 * | revise       | approved, returned  | (same)    | the next version, a draft copy; this one stays      |
 * | createFormal | approved            | (same)    | a formal quotation (issued) of a planning one: see  |
 * |              |                     |           | below; refused while one of it is live              |
 * | accept       | issued              | accepted  | before the validity date; makes the order           |
 * | decline      | issued              | declined  |                                                     |
 * | expire       | issued              | expired   | the server, once the validity date has passed       |
 * | issue        | approved            | issued    | an additional or supplementary one, to the partner  |
 *
 * One deal, one order: `createFormal` makes the formal quotation of a planning quotation's versions, a
 * deliberate act (the web confirms what the partner will receive). While the formal quotation of the
 * same version is live (issued or accepted), or any of its versions is accepted, it is refused. Made of a
 * later (revised and approved) version, or once the previous one was declined or expired, it is the next
 * version of that formal quotation, which replaces it: only the latest version can be accepted.
 */
export const quotationTransitions = defineTransitions<QuotationState, QuotationAction>({
  edit: { from: ['draft', 'requested'], to: 'draft', side: 'staff', permission: permissions.quotationEdit },
  submit: {
    from: ['draft', 'requested'],
    to: 'submitted',
    side: 'staff',
    permission: permissions.quotationEdit,
  },
  approve: { from: ['submitted'], to: 'approved', side: 'staff', permission: permissions.quotationApprove },
  return: { from: ['submitted'], to: 'returned', side: 'staff', permission: permissions.quotationApprove },
  revise: { from: ['approved', 'returned'], side: 'staff', permission: permissions.quotationEdit },
  createFormal: { from: ['approved'], side: 'staff', permission: permissions.quotationEdit },
  accept: { from: ['issued'], to: 'accepted', side: 'any', permission: permissions.quotation },
  decline: { from: ['issued'], to: 'declined', side: 'any', permission: permissions.quotation },
  expire: { from: ['issued'], to: 'expired', side: 'staff', permission: null },
  issue: { from: ['approved'], to: 'issued', side: 'staff', permission: permissions.quotationEdit },
});
