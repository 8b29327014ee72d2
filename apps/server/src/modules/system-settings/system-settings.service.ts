import type {
  Language,
  SystemSettingsView,
  ConfigurationChange,
  ConfigurationHistoryQuery,
  ConfigurationSubject,
  SystemSettings,
} from '@portal/contract';
import {
  configurationSubjects,
  limits,
  systemSettingKeys,
  systemSettingsSchema,
  translate,
} from '@portal/contract';
import type { Config } from '../../config';
import { ValidationError } from '../../core/app-error';
import { findAuditPage, insertAuditEntries } from '../../core/audit';
import type { Principal } from '../../core/principal';
import type { Database } from '../../db/database';
import { settingsOf, systemSettingsOf } from './system-settings.accessor';
import * as repo from './system-settings.repository';

const isSubject = (value: string): value is ConfigurationSubject =>
  (configurationSubjects as readonly string[]).includes(value);

const MIB = 1024 * 1024;

/** The server's own upload limits in MB: the spec's 20 MB for any file, RESOURCE_VIDEO_MAX_MB for videos. */
export function uploadCeilingsOf(config: Pick<Config, 'resourceVideoMaxBytes'>) {
  return { upload: limits.uploadMaxMb, resourceVideo: Math.floor(config.resourceVideoMaxBytes / MIB) };
}

type UploadCeilings = SystemSettingsView['uploadCeilingsMb'];

/** The system settings and the history of configuration changes (system management). */
export class SystemSettingsService {
  constructor(
    private readonly db: Database,
    private readonly ceilings: UploadCeilings,
  ) {}

  async get(): Promise<SystemSettingsView> {
    return { ...(await systemSettingsOf(this.db)), uploadCeilingsMb: this.ceilings };
  }

  /** An upload limit above the server's own is refused, naming the field and the ceiling. */
  private checkCeilings(next: SystemSettings, lang: Language): void {
    const above = (
      [
        ['uploadMaxMb', next.uploadMaxMb, this.ceilings.upload],
        ['resourceVideoMaxMb', next.resourceVideoMaxMb, this.ceilings.resourceVideo],
      ] as const
    ).filter(([, value, max]) => value !== null && value > max);
    if (above.length > 0)
      throw new ValidationError(
        above.map(([field, , max]) => ({
          field,
          message: translate(lang, 'systemSettings.error.aboveCeiling', { max }),
        })),
      );
  }

  /**
   * Saves the settings (the body was checked against the contract's schema): each setting that changed is
   * written and audited with its value before and after, and the version raised, in one transaction.
   */
  async save(body: SystemSettings, principal: Principal, lang: Language): Promise<SystemSettingsView> {
    const next = systemSettingsSchema.parse(body);
    this.checkCeilings(next, lang);
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
    return this.get();
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
