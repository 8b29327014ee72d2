import type { Language, Monitoring, MonitoringItemKey } from '@portal/contract';
import { isMessageKey, monitoringItemKeys, translate } from '@portal/contract';
import type { MonitoringSource } from '../../core/monitoring';
import type { Database } from '../../db/database';
import * as repo from './monitoring.repository';

/** How many records an item's own list shows. */
const rowLimit = 10;

/**
 * Monitoring (docs/areas/monitoring.md): every item the modules offer, counted in one statement at one
 * instant, each with its list screen (the same count) or its first records.
 */
export class MonitoringService {
  constructor(
    private readonly db: Database,
    private readonly sources: readonly MonitoringSource[],
  ) {}

  async monitoring(lang: Language, now: Date = new Date()): Promise<Monitoring> {
    const needed = this.sources.flatMap((source) => (source.requires ? [source.requires] : []));
    const existing = await repo.existingRelations(this.db, needed);
    const present = this.sources.filter(
      (source): source is MonitoringSource & { item: MonitoringItemKey } =>
        (monitoringItemKeys as readonly string[]).includes(source.item) &&
        (source.requires === undefined || existing.has(source.requires)),
    );
    const answers = await repo.countItems(
      this.db,
      present.map((source) => ({
        item: source.item,
        count: source.count(now),
        rows: source.link(now) === null ? source.rows?.(now, rowLimit) : undefined,
      })),
    );
    const detail = (key: string | null, param: string | null) =>
      key && isMessageKey(key)
        ? translate(lang, key, { assignee: param ?? '', count: param ?? '' })
        : (param ?? '');
    const items = monitoringItemKeys.map((key) => {
      const index = present.findIndex((source) => source.item === key);
      const source = present[index];
      const answer = answers[index];
      if (!source || !answer) return { key, count: 0, link: null, rows: [] };
      return {
        key,
        count: answer.n,
        link: source.link(now),
        rows: (answer.rows ?? []).map((row) => ({
          title: row.title,
          detail: detail(row.key, row.param),
          at: row.at ? new Date(row.at).toISOString() : null,
          link: row.link,
        })),
      };
    });
    return { at: now.toISOString(), items };
  }
}
