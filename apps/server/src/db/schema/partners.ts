/** Tables owned by the partners module: only that module writes them. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowVersion, updatedAt } from './columns';

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    /** Korean name, shown to Korean readers when present. */
    nameKr: text('name_kr'),
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
    rowVersion: rowVersion(),
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
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_company_idx').on(t.companyId),
    check('users_partner_company_ck', sql`${t.kind} = 'internal' OR ${t.companyId} IS NOT NULL`),
  ],
);
