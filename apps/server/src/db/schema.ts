/**
 * The one database schema. Migrations are generated from it by drizzle-kit (`npm run db:generate -w
 * @portal/server`) into ../../drizzle and committed; they are append-only and applied at start.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Secrets generated once and shared by every server process (token signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    creditCode: text('credit_code'),
    countryId: integer('country_id'),
    region: text('region'),
    companyRole: text('company_role').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    channelManagerId: integer('channel_manager_id'),
    maxCustomers: integer('max_customers'),
    licenceFileId: uuid('licence_file_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_code_uq').on(t.code), index('companies_name_idx').on(t.name)],
);

export const companyTypes = pgTable(
  'company_types',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    typeCode: text('type_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.typeCode] })],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    kind: text('kind', { enum: ['internal', 'partner'] }).notNull(),
    employeeId: text('employee_id'),
    companyId: integer('company_id').references(() => companies.id),
    companyType: text('company_type'),
    companyRole: text('company_role'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    passwordHash: text('password_hash').notNull(),
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_company_idx').on(t.companyId),
    check('users_partner_company_ck', sql`${t.kind} = 'internal' OR ${t.companyId} IS NOT NULL`),
  ],
);

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  titleKey: text('title_key').notNull(),
  kind: text('kind', { enum: ['internal', 'partner'] }).notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const menus = pgTable('menus', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  parentCode: text('parent_code'),
  path: text('path'),
  titleKey: text('title_key').notNull(),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
});

export const buttons = pgTable('buttons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  menuCode: text('menu_code').notNull(),
  titleKey: text('title_key').notNull(),
});

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const roleButtons = pgTable(
  'role_buttons',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    buttonId: integer('button_id')
      .notNull()
      .references(() => buttons.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.buttonId] })],
);

/** One sign-in (a refresh-token family). Revoking it ends every token of that login. */
export const loginSessions = pgTable(
  'login_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginType: text('login_type').notNull(),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('login_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => loginSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Failed logins, by lower-cased username and by client address, for lock-out and rate limiting. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    usernameKey: text('username_key').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.usernameKey, t.createdAt),
    index('login_failures_address_idx').on(t.clientAddress, t.createdAt),
  ],
);

/** Account locks by lower-cased username (known or not, so a lock tells nothing about existence). */
export const loginLocks = pgTable('login_locks', {
  usernameKey: text('username_key').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

export const codeTableEntries = pgTable(
  'code_table_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'portal' for the code table, 'cpq' for the quotation code table. */
    tableName: text('table_name', { enum: ['portal', 'cpq'] }).notNull(),
    codeType: text('code_type').notNull(),
    code: text('code').notNull(),
    codeDescCn: text('code_desc_cn').notNull(),
    codeDescEn: text('code_desc_en').notNull(),
    codeDescLangCode: text('code_desc_lang_code'),
    activeStatus: smallint('active_status').notNull().default(1),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('code_table_entries_uq').on(t.tableName, t.codeType, t.code)],
);

/** Product lines: basic data merged into the CPQ code table as PRODUCT_LINE_TYPE_CRM. */
export const productLines = pgTable('product_lines', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const equipmentModels = pgTable(
  'equipment_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productLineCode: text('product_line_code').notNull(),
    model: text('model').notNull(),
    kind: text('kind', { enum: ['iop', 'no_iop', 'robot'] }).notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('equipment_models_model_uq').on(t.model),
    index('equipment_models_line_idx').on(t.productLineCode),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey(),
    /** -1 for countries. */
    parentId: integer('parent_id').notNull(),
    code: text('code').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    nameKr: text('name_kr').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('locations_parent_idx').on(t.parentId, t.sort)],
);

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Generated storage name under DATA_DIR/files; never derived from the client's name. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    ext: text('ext').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    purpose: text('purpose', { enum: ['document', 'import'] }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id'),
    createdAt: createdAt(),
  },
  (t) => [index('files_uploader_idx').on(t.uploadedBy)],
);

export const exceptionLogs = pgTable(
  'exception_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    className: text('class_name'),
    method: text('method'),
    errorCode: text('error_code'),
    errorParam: text('error_param'),
    requestServlet: text('request_servlet'),
    errorTrace: jsonb('error_trace').notNull().default({}),
    userId: integer('user_id'),
    username: text('username'),
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [index('exception_logs_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** Who changed what, when, from which state to which (DOMAIN.md: every state change has one). */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    actorId: integer('actor_id'),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_entries_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);

/**
 * Single-use password-reset tokens: only the SHA-256 of the token is kept. `usedAt` is set when the
 * token resets the password, or when a newer request or a reset supersedes it.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Mails to send. Without an SMTP relay the row is the mail; a sender marks `sentAt` when it has
 * passed it on. `purpose` lets the reset rate limit count only reset mails.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    purpose: text('purpose').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(sql`lower(${t.toAddress})`, t.purpose, t.createdAt),
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

// ================================================================ sales pipeline (issue 4)
// Each table below belongs to one module; DOMAIN.md "Sales pipeline" fixes the states.

/** Document numbers (e.g. BR2026-0000123): one sequence per kind, so numbers never collide across processes. */
export const reportNoSequence = pgSequence('opportunity_report_no_seq', { startWith: 1 });
export const opportunityNoSequence = pgSequence('business_opportunity_no_seq', { startWith: 1 });
export const caseNoSequence = pgSequence('opportunity_case_no_seq', { startWith: 1 });
export const clueNoSequence = pgSequence('clue_no_seq', { startWith: 1 });
export const orderNoSequence = pgSequence('order_no_seq', { startWith: 1 });

/** Registration-agreement confirmations: a partner company confirms once per calendar year. */
export const registrationAgreements = pgTable(
  'registration_agreements',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    confirmedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);

/** Opportunity reports (deal registrations, "businesOpptReporting"). */
export const opportunityReports = pgTable(
  'opportunity_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportNo: text('report_no').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    status: text('status', {
      enum: ['draft', 'submitted', 'approved', 'rejected', 'withdrawn', 'discarded'],
    })
      .notNull()
      .default('draft'),
    projectName: text('project_name').notNull(),
    customerName: text('customer_name').notNull(),
    customerCreditCode: text('customer_credit_code'),
    customerRegion: text('customer_region'),
    customerAddress: text('customer_address'),
    customerIndustry: text('customer_industry'),
    productLineCode: text('product_line_code').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    currency: text('currency').notNull().default('CNY'),
    /** Win probability in percent: 0 < rate ≤ 100, two decimals. */
    rate: numeric('rate', { precision: 5, scale: 2 }),
    expectedCloseDate: date('expected_close_date'),
    description: text('description'),
    /** The clue this report was converted from, if any. */
    clueId: integer('clue_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('opportunity_reports_no_uq').on(t.reportNo),
    // The list: by partner and status, newest first (the benchmark's query), and the same without status.
    index('opportunity_reports_company_status_idx').on(
      t.companyId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // A partner's list without a status filter (its default view).
    index('opportunity_reports_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('opportunity_reports_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('opportunity_reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The home page's recent reports of a user.
    index('opportunity_reports_reporter_idx').on(t.reporterId, t.updatedAt.desc()),
    // The conflict rule: same customer credit code and product line.
    index('opportunity_reports_customer_idx').on(t.customerCreditCode, t.productLineCode),
    check('opportunity_reports_rate_ck', sql`${t.rate} IS NULL OR (${t.rate} > 0 AND ${t.rate} <= 100)`),
  ],
);

/**
 * Reports per company and status, kept exact by statement-level triggers in the transaction of every change
 * (migration 0005): the list's total for a company/status filter is read here instead of counted
 * (docs/performance.md).
 */
export const opportunityReportCounts = pgTable(
  'opportunity_report_counts',
  {
    companyId: integer('company_id').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

export const opportunityReportLines = pgTable(
  'opportunity_report_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => opportunityReports.id, { onDelete: 'cascade' }),
    equipmentModelId: integer('equipment_model_id')
      .notNull()
      .references(() => equipmentModels.id),
    kind: text('kind', { enum: ['iop', 'no_iop', 'robot'] }).notNull(),
    quantity: integer('quantity').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('opportunity_report_lines_report_idx').on(t.reportId)],
);

/** Partner contact people of a report: users of the reporting company. */
export const opportunityReportContacts = pgTable(
  'opportunity_report_contacts',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => opportunityReports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId] })],
);

export const opportunityReportFiles = pgTable(
  'opportunity_report_files',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => opportunityReports.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.fileId] })],
);

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
    customerCreditCode: text('customer_credit_code'),
    customerRegion: text('customer_region'),
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
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('business_opportunities_no_uq').on(t.opptNo),
    uniqueIndex('business_opportunities_report_uq').on(t.sourceReportId),
    index('business_opportunities_company_idx').on(t.companyId, t.createdAt.desc()),
    index('business_opportunities_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('business_opportunities_customer_idx').on(t.customerCreditCode, t.productLineCode),
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

/** Clues (leads): new → assigned → following → converted | closed. */
export const clues = pgTable(
  'clues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clueNo: text('clue_no').notNull(),
    source: text('source', { enum: ['campaign', 'website', 'staff', 'partner'] }).notNull(),
    status: text('status', { enum: ['new', 'assigned', 'following', 'converted', 'closed'] })
      .notNull()
      .default('new'),
    customerName: text('customer_name').notNull(),
    customerCreditCode: text('customer_credit_code'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    productLineCode: text('product_line_code'),
    region: text('region'),
    description: text('description'),
    companyId: integer('company_id').references(() => companies.id),
    assigneeId: integer('assignee_id').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    convertedReportId: integer('converted_report_id').references(() => opportunityReports.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clues_no_uq').on(t.clueNo),
    index('clues_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('clues_company_idx').on(t.companyId, t.status, t.createdAt.desc()),
  ],
);

export const clueFollowUps = pgTable(
  'clue_follow_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clueId: integer('clue_id')
      .notNull()
      .references(() => clues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    nextFollowUpDate: date('next_follow_up_date'),
    createdAt: createdAt(),
  },
  (t) => [index('clue_follow_ups_clue_idx').on(t.clueId, t.createdAt)],
);

/** Orders: created → confirmed → shipped → delivered → closed, or cancelled before shipping. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerName: text('customer_name').notNull(),
    opportunityId: integer('opportunity_id').references(() => businessOpportunities.id),
    /** The formal quotation the order came from (quotations arrive with a later issue). */
    quotationNo: text('quotation_no'),
    currency: text('currency').notNull().default('CNY'),
    total: numeric('total', { precision: 18, scale: 2 }).notNull(),
    status: text('status', {
      enum: ['created', 'confirmed', 'shipped', 'delivered', 'closed', 'cancelled'],
    })
      .notNull()
      .default('created'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    index('orders_company_idx').on(t.companyId, t.orderedAt.desc()),
    index('orders_ordered_idx').on(t.orderedAt.desc(), t.id.desc()),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    materialCode: text('material_code').notNull(),
    materialDesc: text('material_desc'),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** QA entries partners read once published. */
export const qaEntries = pgTable(
  'qa_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    productLineCode: text('product_line_code'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('qa_entries_published_idx').on(t.published, t.updatedAt.desc())],
);

/** Policies (title, body, attachments, effective dates, version) partners read once published. */
export const policies = pgTable(
  'policies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    version: integer('version').notNull().default(1),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('policies_published_idx').on(t.published, t.effectiveFrom.desc()),
    check('policies_dates_ck', sql`${t.effectiveTo} IS NULL OR ${t.effectiveTo} >= ${t.effectiveFrom}`),
  ],
);

export const policyFiles = pgTable(
  'policy_files',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.fileId] })],
);
