import { createMessagingGroup } from '../identity';
import type { ModuleDeps } from '../module-deps';

/**
 * The one seam to the enterprise messaging app: creates the group there and answers its id, or null when no
 * messaging app is configured; throws when the app refuses or cannot be reached (the portal then refuses the
 * group with the spec's "group creation failed, contact the administrator" and saves nothing).
 */
export type CreateExternalGroup = (group: {
  name: string;
  memberUserIds: number[];
}) => Promise<string | null>;

/** No messaging app: the group lives in the portal only. */
export const externalGroupsNotConfigured: CreateExternalGroup = () => Promise.resolve(null);

/**
 * The messaging app the module's routes create groups in: the identity module's adapter when `MESSAGING_*` is
 * configured (docs/sign-in.md), which answers null without one, so groups then stay in the portal. Its
 * `MessagingGroupError` (the app failed, or fewer than two members have a linked app user) refuses the group.
 */
export function externalGroupCreator(deps: ModuleDeps): CreateExternalGroup {
  if (!deps.config.messaging) return externalGroupsNotConfigured;
  return (group) => createMessagingGroup(deps, group);
}
