import type { PortalModule } from '../module-deps';
import { noticeMailJob } from './notifications.mailer';
import { notificationsRoutes } from './notifications.routes';

export const notificationsModule: PortalModule = {
  name: 'notifications',
  dependsOn: ['mail'],
  jobs: [noticeMailJob],
  register: notificationsRoutes,
};
