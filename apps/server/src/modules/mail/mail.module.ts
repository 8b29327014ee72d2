import type { PortalModule } from '../module-deps';

/** The mail outbox and its SMTP sender: no routes of its own; other modules use its index. */
export const mailModule: PortalModule = {
  name: 'mail',
  dependsOn: [],
};
