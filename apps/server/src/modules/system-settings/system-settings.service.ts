import type {
  ConfigurationChange,
  ConfigurationHistoryQuery,
  ConfigurationSubject,
  SystemSettings,
} from '@portal/contract';
import { configurationSubjects, systemSettingKeys, systemSettingsSchema } from '@portal/contract';
import { findAuditPage, insertAuditEntries } from '../../core/audit';
import type { Principal } from '../../core/principal';
import type { Database } from '../../db/database';
import { settingsOf, systemSettingsOf } from './system-settings.accessor';
import * as repo from './system-settings.repository';

const isSubject = (value: string): value is ConfigurationSubject =>
  (configurationSubjects as readonly string[]).includes(value);

/** The system settings and the history of configuration changes (system management). */
export class SystemSettingsService {
  constructor(private readonly db: Database) {}

  get(): Promise<SystemSettings> {
    return systemSettingsOf(this.db);
  }

  /**
   * Saves the settings (the body was checked against the contract's schema): each setting that changed is
   * written and audited with its value before and after, and the version raised, in one transaction.
   */
  async save(body: SystemSettings, principal: Principal): Promise<SystemSettings> {
    const next = systemSettingsSchema.parse(body);
    await this.db.transaction(async (tx) => {
      await repo.lockSettings(tx);
      const before = settingsOf(await repo.findSettingRows(tx));
      const changed = systemSettingKeys.filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
      );
      for (const key of changed) await repo.upsertSetting(tx, key, next[key]);
      await insertAuditEntries(
        tx,
        changed.map((key) => ({
          entity: 'system_setting' as const,
          entityId: key,
          action: 'update',
          actorId: principal.userId,
          before: { [key]: before[key] },
          after: { [key]: next[key] },
        })),
      );
    });
    return systemSettingsOf(this.db);
  }

  /** The configuration changes, newest first, each with its values before and after. */
  async history(query: ConfigurationHistoryQuery) {
    const { rows, total } = await findAuditPage(
      this.db,
      query.subject ? [query.subject] : configurationSubjects,
      query,
    );
    const list: ConfigurationChange[] = rows.flatMap((row) =>
      isSubject(row.entity)
        ? [
            {
              id: row.id,
              subject: row.entity,
              subjectId: row.entityId,
              action: row.action,
              before: row.before,
              after: row.after,
              actorName: row.actorName,
              at: row.createdAt.toISOString(),
            },
          ]
        : [],
    );
    return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
  }
}
