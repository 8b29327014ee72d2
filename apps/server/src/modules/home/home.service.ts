import type { HomeSummary, Todo } from '@portal/contract';
import { permissions } from '@portal/contract';
import type { Principal } from '../../core/principal';
import type { Database } from '../../db/database';
import { countCluesToAssign, countCluesToFollow } from '../clues';
import {
  countOpportunitiesWithoutPlanningOwner,
  countOpportunitiesWithoutSalesOwner,
} from '../opportunities';
import { countReportsToComplete, countReportsToReview, findRecentReports } from '../opportunity-reports';

const recentLimit = 5;

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

    if (can(permissions.opportunityReview))
      todo('reportsToReview', '/business/oppt-filing', () => countReportsToReview(this.db));
    if (can(permissions.opptFiling))
      todo('reportsToFix', '/business/oppt-filing', () => countReportsToComplete(this.db, principal.userId));
    if (can(permissions.opportunityAssign)) {
      todo('opportunitiesToAssignSales', '/business/oppt-list/sales', () =>
        countOpportunitiesWithoutSalesOwner(this.db),
      );
      todo('opportunitiesToAssignPlanning', '/business/oppt-list/plan', () =>
        countOpportunitiesWithoutPlanningOwner(this.db),
      );
    }
    if (can(permissions.clueEdit)) todo('cluesToAssign', '/clue/assigned', () => countCluesToAssign(this.db));
    if (can(permissions.myClue) && principal.kind === 'partner' && principal.companyId !== null)
      todo('cluesToFollow', '/clue/my-clue', () => countCluesToFollow(this.db, principal));

    const recent = can(permissions.opptFiling)
      ? findRecentReports(this.db, principal.userId, recentLimit)
      : Promise.resolve([]);
    const [todos, recentReports] = await Promise.all([Promise.all(pending), recent]);
    return { todos, recentReports };
  }
}
