import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { configurationVersions, systemSettings } from '../../db/schema';

/** The name of the settings' version in `configuration_versions`. */
const settingsVersion = 'settings';

/** The database's name and the settings' version (0 before the first change): one primary-key read. */
export async function findSettingsVersion(db: DbOrTx): Promise<{ database: string; version: number }> {
  const result = await db.execute<{ database: string; version: string }>(
    sql`SELECT current_database() AS database,
      coalesce((SELECT ${configurationVersions.version} FROM ${configurationVersions}
        WHERE ${configurationVersions.name} = ${settingsVersion}), 0)::text AS version`,
  );
  const row = result.rows[0];
  return { database: row?.database ?? '', version: Number(row?.version ?? 0) };
}

/** Every stored setting, by key. */
export async function findSettingRows(db: DbOrTx): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: systemSettings.key, value: systemSettings.value }).from(systemSettings);
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function upsertSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  // A setting set to null (an empty upload limit) is the JSON null, not a missing value.
  const stored = value === null ? sql`'null'::jsonb` : value;
  await db
    .insert(systemSettings)
    .values({ key, value: stored })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: stored, updatedAt: new Date() } });
}

/** Raises the settings' version: every process reads the settings again on its next use. */
export async function raiseSettingsVersion(db: DbOrTx): Promise<void> {
  await db
    .insert(configurationVersions)
    .values({ name: settingsVersion, version: 1 })
    .onConflictDoUpdate({
      target: configurationVersions.name,
      set: { version: sql`${configurationVersions.version} + 1` },
    });
}

/**
 * Raises the version and so locks its row for the transaction: two saves do not read the same "before",
 * and every process reads the settings again once the transaction commits.
 */
export const lockSettings = raiseSettingsVersion;
