import type { EndpointPath, EndpointRefs } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import type { systemSettingsEndpoints } from './system-settings.endpoints';

const permission = permissions.configurationManage;

/** The system-management screen's endpoints (administrators: the `configuration.manage` button). */
export const systemSettingsPaths = {
  listCodeTableEntries: { method: 'GET', path: '/configuration/code-table/list', permission },
  saveCodeTableEntry: { method: 'POST', path: '/configuration/code-table/save', permission },
  setCodeTableEntryStatus: { method: 'POST', path: '/configuration/code-table/set-status', permission },
  getSystemSettings: { method: 'GET', path: '/configuration/settings/get', permission },
  saveSystemSettings: { method: 'POST', path: '/configuration/settings/save', permission },
  getConfigurationHistory: { method: 'GET', path: '/configuration/history', permission },
} as const satisfies Record<string, EndpointPath>;

export const systemSettingsRefs: EndpointRefs<typeof systemSettingsEndpoints> = systemSettingsPaths;
