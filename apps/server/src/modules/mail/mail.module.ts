import type { PortalModule } from '../module-deps';
import { undeliveredMailsMonitoring } from './mail.monitoring.repository';

/** The mail outbox and its SMTP sender: no routes of its own; other modules use its index. */
export const mailModule: PortalModule = {
  name: 'mail',
  monitoring: [undeliveredMailsMonitoring],
  dependsOn: [],
};
