import type { OpportunityStage } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  businessOpportunities as oppt,
  businessOpportunityEquipment as equipment,
  companies,
  equipmentModels,
  opportunityCases,
} from '../../db/schema';
import { insertAuditEntry } from '../../core/audit';
import { findOrCreateCustomer } from '../customers';
import { opportunityEntity } from './opportunities.repository';
import { indexOpportunities } from './opportunities.search.repository';

/** The audit entity of a case. */
export const caseEntity = 'opportunity_case';

// ---------------------------------------------------------------- checks of a new opportunity

export async function isActiveCompany(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.status, 'active')))
    .limit(1);
  return rows.length === 1;
}

/** The active equipment models among `ids`, with their product line and kind. */
export async function findActiveModels(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: equipmentModels.id,
      productLineCode: equipmentModels.productLineCode,
      kind: equipmentModels.kind,
    })
    .from(equipmentModels)
    .where(and(inArray(equipmentModels.id, ids), eq(equipmentModels.active, true)));
}

// ---------------------------------------------------------------- creation (seed, reports, staff)

/** A document number: prefix, year and a 6-digit sequence value (BO2026000123). */
export async function nextNumber(
  db: DbOrTx,
  prefix: 'BO' | 'OC',
  year = new Date().getFullYear(),
): Promise<string> {
  const sequence = prefix === 'BO' ? 'business_opportunity_no_seq' : 'opportunity_case_no_seq';
  const result = await db.execute<{ n: string | number }>(sql`SELECT nextval(${sequence}::regclass) AS n`);
  return `${prefix}${year}${String(result.rows[0]!.n).padStart(6, '0')}`;
}

export interface NewOpportunity {
  sourceReportId?: number | null;
  companyId: number;
  projectName: string;
  customerName: string;
  customerCreditCode?: string | null;
  /** ISO 3166-1 alpha-2; the registration number's kind follows it. */
  customerCountry?: string | null;
  customerRegion?: string | null;
  productLineCode: string;
  amount?: string | null;
  currency?: string;
  stage?: OpportunityStage;
  expectedCloseDate?: string | null;
  protectedUntil?: Date | null;
  equipment?: Array<{ equipmentModelId: number; kind: 'iop' | 'no_iop' | 'robot'; quantity: number }>;
  /** Seeds may date a record in the past. */
  createdAt?: Date;
}

/**
 * Creates an opportunity with its equipment lines and its "create" audit entry, in the caller's
 * transaction: the approval of a report (its source), the demo seed, or staff. Answers its id and number.
 */
export async function createOpportunity(
  tx: DbOrTx,
  values: NewOpportunity,
  actorId: number | null,
  comment: string | null = null,
): Promise<{ id: number; opptNo: string }> {
  const opptNo = await nextNumber(tx, 'BO', (values.createdAt ?? new Date()).getFullYear());
  // The customer record of the opportunity, found (a report's was made at its submission) or created.
  const customerId = await findOrCreateCustomer(tx, {
    name: values.customerName,
    country: values.customerCountry ?? null,
    registrationNumber: values.customerCreditCode ?? null,
    region: values.customerRegion ?? null,
    createdBy: actorId,
    createdAt: values.createdAt,
  });
  const [row] = await tx
    .insert(oppt)
    .values({
      opptNo,
      sourceReportId: values.sourceReportId ?? null,
      companyId: values.companyId,
      projectName: values.projectName,
      customerName: values.customerName,
      customerCreditCode: values.customerCreditCode ?? null,
      customerCountry: values.customerCountry ?? null,
      customerRegion: values.customerRegion ?? null,
      customerId,
      productLineCode: values.productLineCode,
      amount: values.amount ?? null,
      currency: values.currency ?? 'CNY',
      stage: values.stage ?? 'design',
      expectedCloseDate: values.expectedCloseDate ?? null,
      protectedUntil: values.protectedUntil ?? null,
      createdBy: actorId,
      ...(values.createdAt ? { createdAt: values.createdAt, updatedAt: values.createdAt } : {}),
    })
    .returning({ id: oppt.id });
  const id = row!.id;
  await indexOpportunities(tx, [id]);
  const lines = values.equipment ?? [];
  if (lines.length > 0)
    await tx
      .insert(equipment)
      .values(lines.map((line, index) => ({ opportunityId: id, ...line, sort: index + 1 })));
  await insertAuditEntry(tx, {
    entity: opportunityEntity,
    entityId: id,
    action: 'create',
    toState: values.stage ?? 'design',
    actorId,
    comment,
  });
  return { id, opptNo };
}

export interface NewCase {
  opportunityId: number;
  kind: 'solution' | 'quotation';
  title: string;
  status: string;
  amount?: string | null;
  createdAt?: Date;
}

/** Creates a case (OC number) with its audit entry. */
export async function createCase(tx: DbOrTx, values: NewCase, actorId: number | null) {
  const caseNo = await nextNumber(tx, 'OC', (values.createdAt ?? new Date()).getFullYear());
  const [row] = await tx
    .insert(opportunityCases)
    .values({
      caseNo,
      opportunityId: values.opportunityId,
      kind: values.kind,
      title: values.title,
      status: values.status,
      amount: values.amount ?? null,
      createdBy: actorId,
      ...(values.createdAt ? { createdAt: values.createdAt, updatedAt: values.createdAt } : {}),
    })
    .returning({ id: opportunityCases.id });
  await insertAuditEntry(tx, {
    entity: caseEntity,
    entityId: row!.id,
    action: 'create',
    toState: values.status,
    actorId,
    comment: `${caseNo} → opportunity ${values.opportunityId}`,
  });
  return { id: row!.id, caseNo };
}
