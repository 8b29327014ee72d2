import type { HomeSummary, QuotationKind, Todo } from '@portal/contract';
import { clueTransitions, permissions, processPermissions, reportTransitions } from '@portal/contract';
import type { Principal } from '../../core/principal';
import type { Database } from '../../db/database';
import { countCluesToAssign, countCluesToFollow } from '../clues';
import {
  countOpportunitiesWithoutPlanningOwner,
  countOpportunitiesWithoutSalesOwner,
} from '../opportunities';
import { countReportsToComplete, findRecentReports } from '../opportunity-reports';
import { countProcessTodos } from '../processes';
import { countWaitingOnPlanning } from '../quotations';

const recentLimit = 5;

/** The to-dos of partners' unanswered questions: one per list of the quotations partners ask about. */
const waitingQuestions = [
  ['formalQuestions', '/main-quotation/index', 'formal'],
  ['additionalQuestions', '/additional-quotation/index', 'additional'],
  ['supplementaryQuestions', '/supplementary-quotation/index', 'supplementary'],
] as const satisfies ReadonlyArray<readonly [Todo['kind'], string, QuotationKind]>;

/**
 * A list screen opened already filtered: the parameters are named as the list call's filter fields, a
 * field with several values repeats (`?status=a&status=b`), as every list reads its filters from the URL.
 */
function listPath(path: string, filters: Record<string, string | number | readonly string[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    for (const one of typeof value === 'object' ? value : [value]) params.append(name, String(one));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The home page: what waits for the user, counted only where the user's permissions reach, and the
 * user's latest reports. Each count is asked of the module that owns the records, with that module's
 * own scope rule, so a to-do and the list it opens always agree.
 */
export class HomeService {
  constructor(private readonly db: Database) {}

  async summary(principal: Principal): Promise<HomeSummary> {
    const can = (code: string) => principal.permissions.has(code);
    const pending: Array<Promise<Todo>> = [];
    const todo = (kind: Todo['kind'], path: string, counting: () => Promise<number>) =>
      pending.push(counting().then((count) => ({ kind, path, count })));

    // Each path opens the list with the filter that selects exactly the counted records.
    // Every approval (report review, quotation approval) waits as a step of a process: the centre's to-dos.
    // Partners approve nothing (approvers are internal users).
    if (principal.kind === 'internal' && can(processPermissions.centre))
      todo('approvals', '/process/index', () => countProcessTodos(this.db, principal));
    if (can(permissions.opptFiling))
      todo(
        'reportsToFix',
        listPath('/business/oppt-filing', {
          status: reportTransitions.submit.from,
          reporterId: principal.userId,
        }),
        () => countReportsToComplete(this.db, principal.userId),
      );
    if (can(permissions.opportunityAssign)) {
      todo('opportunitiesToAssignSales', '/business/oppt-list/sales', () =>
        countOpportunitiesWithoutSalesOwner(this.db),
      );
      todo('opportunitiesToAssignPlanning', '/business/oppt-list/plan', () =>
        countOpportunitiesWithoutPlanningOwner(this.db),
      );
    }
    if (can(permissions.clueEdit))
      todo('cluesToAssign', listPath('/clue/assigned', { status: clueTransitions.assign.from }), () =>
        countCluesToAssign(this.db),
      );
    if (can(permissions.myClue) && principal.kind === 'partner' && principal.companyId !== null)
      todo('cluesToFollow', listPath('/clue/my-clue', { status: clueTransitions.followUp.from }), () =>
        countCluesToFollow(this.db, principal),
      );

    // A partner's request waits on planning: the planner's own opportunities (an administrator's: all).
    if (principal.kind === 'internal' && can(permissions.quotationEdit)) {
      const mine: { planningOwnerId?: number } = principal.roles.includes('admin')
        ? {}
        : { planningOwnerId: principal.userId };
      for (const [kind, list, quotationKind] of waitingQuestions)
        todo(kind, listPath(list, { unanswered: 'true', ...mine }), () =>
          countWaitingOnPlanning(this.db, quotationKind, { unanswered: true, ...mine }),
        );
      todo(
        'additionalToPrice',
        listPath('/additional-quotation/index', { status: ['requested'], ...mine }),
        () => countWaitingOnPlanning(this.db, 'additional', { status: ['requested'], ...mine }),
      );
    }

    const recent = can(permissions.opptFiling)
      ? findRecentReports(this.db, principal.userId, recentLimit)
      : Promise.resolve([]);
    const [todos, recentReports] = await Promise.all([Promise.all(pending), recent]);
    return { todos, recentReports };
  }
}
