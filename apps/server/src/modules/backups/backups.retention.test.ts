import { describe, expect, it } from 'vitest';
import { backupFileName } from '../../db/backup/backup-data-dir';
import { archivesToRemove } from './backups.retention';

const day = 86_400_000;

describe('backup retention', () => {
  it('keeps the newest of the last 7 days and of the last 4 weeks, and nothing of another name', () => {
    // 60 days of one backup a day at 02:30, plus a second backup on the newest day.
    const newest = Date.UTC(2026, 10, 28, 2, 30); // Saturday 28 November 2026
    const names = Array.from({ length: 60 }, (_, i) => backupFileName(new Date(newest - i * day)));
    names.push(backupFileName(new Date(newest + 3_600_000)), 'portal-backup-keep-me.tar.gz', 'notes.txt');
    const removed = archivesToRemove(names, { keepDaily: 7, keepWeekly: 4 });
    const kept = names.filter((n) => !removed.includes(n)).sort();
    expect(kept).toEqual([
      // the newest of each of the last 4 weeks (Mondays 2, 9, 16 and 23 November): their Sundays or today
      'notes.txt',
      'portal-backup-20261108-023000.tar.gz',
      'portal-backup-20261115-023000.tar.gz',
      'portal-backup-20261122-023000.tar.gz',
      // the last 7 days (the 28th's newest only)
      'portal-backup-20261123-023000.tar.gz',
      'portal-backup-20261124-023000.tar.gz',
      'portal-backup-20261125-023000.tar.gz',
      'portal-backup-20261126-023000.tar.gz',
      'portal-backup-20261127-023000.tar.gz',
      'portal-backup-20261128-033000.tar.gz',
      'portal-backup-keep-me.tar.gz',
    ]);
  });

  it('keeps everything while there are fewer backups than the retention', () => {
    const names = [
      backupFileName(new Date(Date.UTC(2026, 0, 1))),
      backupFileName(new Date(Date.UTC(2026, 0, 9))),
    ];
    expect(archivesToRemove(names, { keepDaily: 7, keepWeekly: 4 })).toEqual([]);
  });
});
