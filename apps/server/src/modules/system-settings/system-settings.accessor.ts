import type { SystemSettings } from '@portal/contract';
import { defaultSystemSettings, systemSettingKeys, systemSettingsSchema } from '@portal/contract';
import type { DbOrTx } from '../../db/database';
import { findSettingRows, findSettingsVersion } from './system-settings.repository';

interface Cached {
  version: number;
  settings: SystemSettings;
}

/** The settings as last read, per database (a test process may serve several), with their version. */
const cache = new Map<string, Cached>();

/** The stored settings over their defaults; a stored value that no longer fits its schema keeps the default. */
export function settingsOf(rows: ReadonlyMap<string, unknown>): SystemSettings {
  const merged: Record<string, unknown> = { ...defaultSystemSettings };
  const shape = systemSettingsSchema.shape;
  for (const key of systemSettingKeys) {
    if (!rows.has(key)) continue;
    const parsed = shape[key].safeParse(rows.get(key));
    if (parsed.success) merged[key] = parsed.data;
  }
  return systemSettingsSchema.parse(merged);
}

/**
 * The system settings: the one accessor every module reads them through. Each call reads the settings'
 * version (one primary-key row) and reads the settings again only when another process (or this one) has
 * changed them since, so a change takes effect at once on every server process sharing the database.
 * Called with a transaction, it sees that transaction's own change.
 */
export async function systemSettingsOf(db: DbOrTx): Promise<SystemSettings> {
  const { database, version } = await findSettingsVersion(db);
  const cached = cache.get(database);
  if (cached && cached.version === version) return cached.settings;
  const settings = settingsOf(await findSettingRows(db));
  cache.set(database, { version, settings });
  return settings;
}
