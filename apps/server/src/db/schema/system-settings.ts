/** Tables owned by the system-settings module: only that module writes them. */
import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * The system settings an administrator changes (one row per setting; a setting without a row has its
 * default). Every server process reads them through one cached accessor that checks `settings_version`.
 */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The version of each kind of configuration ('settings'), raised in the transaction of every change: a
 * process whose cached copy is of an older version reads it again, so a change takes effect at once on
 * every process sharing the database.
 */
export const configurationVersions = pgTable('configuration_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
