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
 * The messaging app the module's routes create groups in. The adapter of the messaging app connects here
 * (for example `(group) => createMessagingGroup(group)`); until then groups stay in the portal.
 */
export function externalGroupCreator(_deps: ModuleDeps): CreateExternalGroup {
  return externalGroupsNotConfigured;
}
