import { defineTransitions } from '../core/transitions';
import { permissions } from '../identity/menu-tree';
import type { RecordStatus, StatusAction } from './partners.schema';

/**
 * Enabling and disabling a partner company: staff holding `partner.company.edit`. Disabling a
 * company ends every login session of its users.
 *
 * | action  | who                         | from     | to       |
 * | ------- | --------------------------- | -------- | -------- |
 * | disable | staff (partner.company.edit) | active   | disabled |
 * | enable  | staff (partner.company.edit) | disabled | active   |
 */
export const companyStatusTransitions = defineTransitions<RecordStatus, StatusAction>({
  disable: { from: ['active'], to: 'disabled', side: 'staff', permission: permissions.partnerCompanyEdit },
  enable: { from: ['disabled'], to: 'active', side: 'staff', permission: permissions.partnerCompanyEdit },
});

/**
 * Enabling and disabling a user: staff and partner administrators holding `partner.user.edit` (a
 * partner administrator only within its own company; only an administrator changes an
 * administrator; nobody disables itself). Disabling a user ends its login sessions.
 *
 * | action  | who                    | from     | to       |
 * | ------- | ---------------------- | -------- | -------- |
 * | disable | any (partner.user.edit) | active   | disabled |
 * | enable  | any (partner.user.edit) | disabled | active   |
 */
export const userStatusTransitions = defineTransitions<RecordStatus, StatusAction>({
  disable: { from: ['active'], to: 'disabled', side: 'any', permission: permissions.partnerUserEdit },
  enable: { from: ['disabled'], to: 'active', side: 'any', permission: permissions.partnerUserEdit },
});

/** The move that leads to a status (the status-change bodies name the status, not the action). */
export function statusAction(status: RecordStatus): StatusAction {
  return status === 'disabled' ? 'disable' : 'enable';
}
