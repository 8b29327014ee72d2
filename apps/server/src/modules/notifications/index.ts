/** What other modules may use of the notifications module: writing notices in their transactions. */
export {
  activePartnerUserIds,
  markSubjectNoticesDone,
  notify,
  notifyClueAssigned,
} from './notifications.notify';
export type { NoticeEvent } from './notifications.notify';
