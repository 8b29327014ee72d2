import type { ScheduledJob } from '../../core/jobs';
import type { PortalModule } from '../module-deps';
import { backupsRoutes } from './backups.routes';
import { backupsAvailable, startBackup } from './backups.service';

/** The scheduled backup: at BACKUP_SCHEDULE (daily at 02:30 UTC by default), on the embedded database only. */
export const scheduledBackupJob: ScheduledJob = {
  name: 'scheduled-backup',
  cron: (config) => (backupsAvailable(config) ? config.backups.schedule : null),
  run: ({ db, config, logger, now }) => startBackup({ db, config, logger }, 'scheduled', now),
};

export const backupsModule: PortalModule = {
  name: 'backups',
  dependsOn: ['exception-logs', 'identity', 'notifications'],
  register: backupsRoutes,
  jobs: [scheduledBackupJob],
};
