/**
 * Which archives of BACKUP_DIR the scheduled backup keeps: the newest of each of the last `keepDaily`
 * days that have one, and the newest of each of the last `keepWeekly` weeks (ISO weeks, Monday first)
 * that have one; the rest are removed. Archives are known by name (`portal-backup-<date>-<time>.tar.gz`,
 * UTC), so a copy or a file of another name is never touched.
 */
import { backupFilePattern } from '../../db/backup/backup-data-dir';

export interface Retention {
  keepDaily: number;
  keepWeekly: number;
}

function timeOf(name: string): Date | null {
  const m = backupFilePattern.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

/** The Monday (UTC) of the week of `at`, as a day key. */
function weekOf(at: Date): string {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/** The names among `names` to remove. */
export function archivesToRemove(names: readonly string[], { keepDaily, keepWeekly }: Retention): string[] {
  const archives = names
    .map((name) => ({ name, at: timeOf(name) }))
    .filter((a): a is { name: string; at: Date } => a.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime()); // newest first
  const kept = new Set<string>();
  const keepNewestPer = (key: (at: Date) => string, count: number) => {
    const periods = new Set<string>();
    for (const archive of archives) {
      const period = key(archive.at);
      if (periods.has(period)) continue;
      if (periods.size >= count) break;
      periods.add(period);
      kept.add(archive.name);
    }
  };
  keepNewestPer((at) => at.toISOString().slice(0, 10), keepDaily);
  keepNewestPer(weekOf, keepWeekly);
  return archives.filter((a) => !kept.has(a.name)).map((a) => a.name);
}
