import type { ScheduledJob } from './core/jobs';
import { noticeMailJob } from './modules/notifications';
import { protectionEndingJob } from './modules/opportunities';
import { processDeadlineJob } from './modules/processes';

/** Every scheduled job of the portal (core/jobs.ts runs them; docs/areas/processes.md, "Deadlines"). */
export const scheduledJobs: readonly ScheduledJob[] = [
  processDeadlineJob,
  protectionEndingJob,
  noticeMailJob,
];
