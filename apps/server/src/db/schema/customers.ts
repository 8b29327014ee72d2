/** Tables owned by the customers module: only that module writes them. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rowVersion, updatedAt } from './columns';
import { users } from './partners';

/**
 * End customers of registrations, opportunities and orders. Identified by country and registration
 * number (normalised; its kind follows the country) when it has one, else by name and country.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameKr: text('name_kr'),
    /** ISO 3166-1 alpha-2; null only for customers of reports filed before the country was asked. */
    country: text('country'),
    registrationNumber: text('registration_number'),
    region: text('region'),
    /** The INDUSTRY code table. */
    industryCode: text('industry_code'),
    /** Found in the company directory; false for one entered by hand ("not verified"). */
    verified: boolean('verified').notNull().default(false),
    address: text('address'),
    /** The address in English, for readers of other languages (none: they read `address`). */
    addressEn: text('address_en'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    // One customer per registration number of a country (a missing country counts as one country).
    uniqueIndex('customers_registration_uq')
      .on(sql`coalesce(${t.country}, '')`, t.registrationNumber)
      .where(sql`${t.registrationNumber} IS NOT NULL`),
    // Customers without a number are found by name and country.
    index('customers_name_idx').on(t.name, t.country),
    index('customers_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** A customer's contact people. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    phone: text('phone'),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [index('customer_contacts_customer_idx').on(t.customerId)],
);
