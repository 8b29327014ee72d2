import type { HomeSummary, Todo } from '@portal/contract';
import { permissions } from '@portal/contract';
import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Principal } from '../../core/principal';
import type { Database } from '../../db/database';
import { businessOpportunities, clues, opportunityReports } from '../../db/schema';

const recentLimit = 5;

/**
 * The home page: what waits for the user, counted only where the user's permissions reach (READINGS.md: a
 * real home page), and the user's latest reports.
 */
export class HomeService {
  constructor(private readonly db: Database) {}

  async summary(principal: Principal): Promise<HomeSummary> {
    const can = (code: string) => principal.permissions.has(code);
    const partnerCompanyId = principal.kind === 'partner' ? principal.companyId : null;
    const pending: Array<Promise<Todo>> = [];
    const todo = (kind: Todo['kind'], path: string, counting: Promise<Array<{ n: number }>>) =>
      pending.push(counting.then((rows) => ({ kind, path, count: rows[0]?.n ?? 0 })));

    if (can(permissions.opportunityReview)) {
      todo(
        'reportsToReview',
        '/business/oppt-filing',
        this.db
          .select({ n: count() })
          .from(opportunityReports)
          .where(eq(opportunityReports.status, 'submitted')),
      );
    }
    if (can(permissions.opptFiling)) {
      todo(
        'reportsToFix',
        '/business/oppt-filing',
        this.db
          .select({ n: count() })
          .from(opportunityReports)
          .where(
            and(
              eq(opportunityReports.reporterId, principal.userId),
              inArray(opportunityReports.status, ['draft', 'withdrawn']),
            ),
          ),
      );
    }
    if (can(permissions.opportunityAssign)) {
      todo(
        'opportunitiesToAssignSales',
        '/business/oppt-list/sales',
        this.db
          .select({ n: count() })
          .from(businessOpportunities)
          .where(isNull(businessOpportunities.salesOwnerId)),
      );
      todo(
        'opportunitiesToAssignPlanning',
        '/business/oppt-list/plan',
        this.db
          .select({ n: count() })
          .from(businessOpportunities)
          .where(isNull(businessOpportunities.planningOwnerId)),
      );
    }
    if (can(permissions.clueEdit)) {
      todo(
        'cluesToAssign',
        '/clue/assigned',
        this.db.select({ n: count() }).from(clues).where(eq(clues.status, 'new')),
      );
    }
    if (can(permissions.myClue) && partnerCompanyId !== null) {
      todo(
        'cluesToFollow',
        '/clue/my-clue',
        this.db
          .select({ n: count() })
          .from(clues)
          .where(
            and(
              eq(clues.companyId, partnerCompanyId),
              inArray(clues.status, ['assigned', 'following']),
              or(eq(clues.assigneeId, principal.userId), isNull(clues.assigneeId)),
            ),
          ),
      );
    }

    const recent = can(permissions.opptFiling)
      ? this.db
          .select({
            id: opportunityReports.id,
            reportNo: opportunityReports.reportNo,
            projectName: opportunityReports.projectName,
            customerName: opportunityReports.customerName,
            status: opportunityReports.status,
            updatedAt: opportunityReports.updatedAt,
          })
          .from(opportunityReports)
          .where(eq(opportunityReports.reporterId, principal.userId))
          .orderBy(desc(opportunityReports.updatedAt), desc(opportunityReports.id))
          .limit(recentLimit)
      : Promise.resolve([]);

    const [todos, recentRows] = await Promise.all([Promise.all(pending), recent]);
    return {
      todos,
      recentReports: recentRows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    };
  }
}
