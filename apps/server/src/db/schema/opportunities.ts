/** Tables owned by the opportunities module: only that module writes them. */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowVersion, updatedAt } from './columns';
import { customers } from './customers';
import { opportunityReports } from './opportunity-reports';
import { companies, users } from './partners';
import { equipmentModels } from './reference-data';

export const opportunityNoSequence = pgSequence('business_opportunity_no_seq', { startWith: 1 });
export const caseNoSequence = pgSequence('opportunity_case_no_seq', { startWith: 1 });

/** Business opportunities ("businessOppt"): from an approved report, or created by staff. */
export const businessOpportunities = pgTable(
  'business_opportunities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    opptNo: text('oppt_no').notNull(),
    sourceReportId: integer('source_report_id').references(() => opportunityReports.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    projectName: text('project_name').notNull(),
    customerName: text('customer_name').notNull(),
    /** The customer's registration number, normalised; its kind follows `customerCountry`. */
    customerCreditCode: text('customer_credit_code'),
    /** ISO 3166-1 alpha-2, from the report it was made from (staff enter Chinese customers). */
    customerCountry: text('customer_country'),
    customerRegion: text('customer_region'),
    /** The customer record, found or created when the opportunity is created (the customers module). */
    customerId: integer('customer_id').references(() => customers.id),
    productLineCode: text('product_line_code').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    currency: text('currency').notNull().default('CNY'),
    stage: text('stage', { enum: ['design', 'quotation', 'negotiation', 'won', 'lost'] })
      .notNull()
      .default('design'),
    expectedCloseDate: date('expected_close_date'),
    salesOwnerId: integer('sales_owner_id').references(() => users.id),
    planningOwnerId: integer('planning_owner_id').references(() => users.id),
    /** End of the registration's protection (approval + 180 days). */
    protectedUntil: timestamp('protected_until', { withTimezone: true }),
    /** When the partner and its channel manager were told that the protection ends soon (once per protection). */
    protectionEndingToldAt: timestamp('protection_ending_told_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('business_opportunities_no_uq').on(t.opptNo),
    uniqueIndex('business_opportunities_report_uq').on(t.sourceReportId),
    index('business_opportunities_company_idx').on(t.companyId, t.createdAt.desc()),
    index('business_opportunities_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('business_opportunities_customer_idx').on(t.customerCreditCode, t.productLineCode),
    index('business_opportunities_customer_id_idx').on(t.customerId),
    // What the protection-ending job looks at: protections not yet told about, by their end.
    index('business_opportunities_protection_idx')
      .on(t.protectedUntil)
      .where(sql`${t.protectionEndingToldAt} IS NULL`),
    // Monitoring: open opportunities whose protection ends soon, told about or not.
    index('business_opportunities_protection_end_idx')
      .on(t.protectedUntil)
      .where(sql`${t.stage} NOT IN ('won', 'lost')`),
    index('business_opportunities_to_sales_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.salesOwnerId} IS NULL`),
    index('business_opportunities_to_planning_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.planningOwnerId} IS NULL`),
  ],
);

export const businessOpportunityEquipment = pgTable(
  'business_opportunity_equipment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => businessOpportunities.id, { onDelete: 'cascade' }),
    equipmentModelId: integer('equipment_model_id')
      .notNull()
      .references(() => equipmentModels.id),
    kind: text('kind', { enum: ['iop', 'no_iop', 'robot'] }).notNull(),
    quantity: integer('quantity').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('business_opportunity_equipment_oppt_idx').on(t.opportunityId)],
);

/** Cases ("opptCase"): link an opportunity to its solutions and quotations. */
export const opportunityCases = pgTable(
  'opportunity_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseNo: text('case_no').notNull(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => businessOpportunities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['solution', 'quotation'] }).notNull(),
    title: text('title').notNull(),
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('opportunity_cases_no_uq').on(t.caseNo),
    index('opportunity_cases_oppt_idx').on(t.opportunityId),
  ],
);
