import type { EndpointPath, EndpointRefs } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import type { referenceAdminEndpoints } from './reference-admin.endpoints';

const permission = permissions.configurationManage;

/** System management's product lines and equipment models (administrators: `configuration.manage`). */
export const referenceAdminPaths = {
  listProductLines: { method: 'GET', path: '/configuration/product-line/list', permission },
  saveProductLine: { method: 'POST', path: '/configuration/product-line/save', permission },
  setProductLineActive: { method: 'POST', path: '/configuration/product-line/set-active', permission },
  listEquipmentModels: { method: 'GET', path: '/configuration/equipment-model/list', permission },
  saveEquipmentModel: { method: 'POST', path: '/configuration/equipment-model/save', permission },
  setEquipmentModelActive: {
    method: 'POST',
    path: '/configuration/equipment-model/set-active',
    permission,
  },
} as const satisfies Record<string, EndpointPath>;

export const referenceAdminRefs: EndpointRefs<typeof referenceAdminEndpoints> = referenceAdminPaths;
