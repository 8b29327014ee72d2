/**
 * What other modules may use of the identity module: roles and grants, login sessions, lock-outs,
 * password hashes and token digests. Its tables are written only through these.
 */
export {
  clearFailures,
  findActiveCompanyUsersWithRole,
  findActiveInternalUsersWithRole,
  findActiveUsersWithPermission,
  findAllRoles,
  findRolesByCodes,
  replaceUserRoles,
  revokeSessionsOfUsers,
} from './identity.repository';
export { assertAdministrationRemains } from './administration-guard';
export { announceGrantsChanged } from './identity.repository';
export { hashPassword } from './passwords';
export type { PrincipalCache } from './principal-cache';
export { hashToken } from './tokens';
export { createMessagingGroup, MessagingGroupError } from './messaging-login.service';
export type { MessagingGroupDeps } from './messaging-login.service';
