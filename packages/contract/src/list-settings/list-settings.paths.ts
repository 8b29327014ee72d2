import type { EndpointPath, EndpointRef, EndpointRefs } from '../core/endpoint';
import type { listSettingsEndpoints } from './list-settings.endpoints';

/**
 * A signed-in user's choice of columns per list, kept on the server so it follows the user to another
 * browser. Each user reads and writes only their own (the token says whose; no user id is taken).
 */
const getListColumns = {
  method: 'GET',
  path: '/user-settings/get-list-columns',
  permission: 'authenticated',
} as const satisfies EndpointPath;

export const listSettingsPaths = {
  getListColumns,
  saveListColumns: { method: 'POST', path: '/user-settings/save-list-columns', permission: 'authenticated' },
  resetListColumns: {
    method: 'POST',
    path: '/user-settings/reset-list-columns',
    permission: 'authenticated',
  },
} as const satisfies Record<string, EndpointPath>;

/** The endpoints without their schemas, typed by them: the list kit calls through these. */
export const listSettingsRefs: EndpointRefs<typeof listSettingsEndpoints> = listSettingsPaths;

/** The read alone, for every list's first screen (the writes load with the column chooser). */
export const getListColumnsRef: EndpointRef<typeof listSettingsEndpoints.getListColumns> = getListColumns;
