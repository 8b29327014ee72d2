import type {
  AssignOwnerBody,
  AssignOwnerResult,
  ChangeDistributionBody,
  Opportunity,
  OwnerType,
} from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntries, insertAuditEntry } from '../../core/audit';
import type { Principal } from '../../core/principal';
import { assertCurrentVersion } from '../../core/versions';
import type { Database } from '../../db/database';
import * as repo from './opportunities.repository';
import { staffOnly } from './opportunities.rules';
import { ownerCandidate, toOpportunity } from './opportunities.service';

/**
 * The distribution of opportunities: a sales and a planning owner assigned where there is none, and an
 * owner that is set moved to another candidate with a reason. Both need opportunity.assign (checked
 * by the routes); every change locks its rows and checks the versions the client read.
 */
export class OpportunityDistributionService {
  constructor(private readonly db: Database) {}

  /**
   * Sets the sales or planning owner of every selected opportunity, all or nothing: one that already
   * has such an owner refuses the whole request (change-distribution moves an owner). The rows are
   * locked first and updated only where the owner is still empty, so two concurrent assignments
   * cannot both succeed.
   */
  async assign(
    ownerType: OwnerType,
    body: AssignOwnerBody,
    principal: Principal,
  ): Promise<AssignOwnerResult> {
    staffOnly(principal);
    return this.db.transaction(async (tx) => {
      await ownerCandidate(tx, ownerType, body.userId);
      const rows = await repo.lockOpportunities(tx, body.ids);
      const found = new Set(rows.map((row) => row.id));
      const missing = body.ids.find((id) => !found.has(id));
      if (missing !== undefined) throw refused('opportunity.error.assignNotFound', { id: missing });
      const sent = new Map((body.rowVersions ?? []).map((entry) => [entry.id, entry.rowVersion]));
      for (const row of rows) assertCurrentVersion(row.rowVersion, sent.get(row.id));
      const ownerOf = (row: (typeof rows)[number]) =>
        ownerType === 'sales' ? row.salesOwnerId : row.planningOwnerId;
      const taken = rows.find((row) => ownerOf(row) !== null);
      if (taken) {
        const name = (await repo.findUserName(tx, ownerOf(taken))) ?? '';
        throw refused(
          ownerType === 'sales'
            ? 'opportunity.error.salesAlreadyAssigned'
            : 'opportunity.error.planningAlreadyAssigned',
          { opptNo: taken.opptNo, name },
        );
      }
      const updated = await repo.setOwnerWhereNone(tx, ownerType, body.ids, body.userId);
      if (updated !== body.ids.length)
        throw refused('opportunity.error.changedMeanwhile', { opptNo: rows[0]!.opptNo });
      await insertAuditEntries(
        tx,
        rows.map((row) => ({
          entity: repo.opportunityEntity,
          entityId: row.id,
          action: `assign-${ownerType}`,
          fromState: null,
          toState: String(body.userId),
          actorId: principal.userId,
        })),
      );
      return { updated };
    });
  }

  /** Moves an owner that is set to another candidate, with a reason kept in the audit entry. */
  async changeDistribution(body: ChangeDistributionBody, principal: Principal): Promise<Opportunity> {
    staffOnly(principal);
    return this.db.transaction(async (tx) => {
      const [row] = await repo.lockOpportunities(tx, [body.id]);
      if (!row) throw recordNotFound();
      assertCurrentVersion(row.rowVersion, body.rowVersion);
      const candidate = await ownerCandidate(tx, body.ownerType, body.userId);
      const current = body.ownerType === 'sales' ? row.salesOwnerId : row.planningOwnerId;
      if (current === null)
        throw refused(
          body.ownerType === 'sales' ? 'opportunity.error.noSalesOwner' : 'opportunity.error.noPlanningOwner',
          { opptNo: row.opptNo },
        );
      if (current === body.userId)
        throw refused('opportunity.error.ownerUnchanged', { name: candidate.displayName });
      if (!(await repo.moveOwner(tx, body.ownerType, body.id, current, body.userId)))
        throw refused('opportunity.error.changedMeanwhile', { opptNo: row.opptNo });
      await insertAuditEntry(tx, {
        entity: repo.opportunityEntity,
        entityId: body.id,
        action: `change-${body.ownerType}`,
        fromState: String(current),
        toState: String(body.userId),
        actorId: principal.userId,
        comment: body.reason,
      });
      return toOpportunity((await repo.findOpportunityById(tx, body.id))!, principal);
    });
  }
}
