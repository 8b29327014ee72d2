import { backupsEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { backupRunning, backupsAvailable, listArchives, startBackup } from './backups.service';

export function backupsRoutes(app: FastifyInstance, { db, config }: ModuleDeps): void {
  route(app, ep.start, async () => {
    // Refusals (DATABASE_URL, one being written) answer at once; the backup itself runs on, and a failure
    // is reported by the service (the exception log and a notice).
    startBackup({ db, config, logger: app.log }, 'manual').catch(() => {});
    return null;
  });
  route(app, ep.list, async () => ({
    available: backupsAvailable(config),
    running: backupRunning(),
    archives: listArchives(config),
  }));
}
