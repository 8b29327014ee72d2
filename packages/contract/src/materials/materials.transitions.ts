import { defineTransitions } from '../core/transitions';
import { permissions } from '../identity/menu-tree';

/** The states of a virtual material. */
export const virtualMaterialStatuses = ['draft', 'active', 'retired'] as const;
export type VirtualMaterialStatus = (typeof virtualMaterialStatuses)[number];

/** Every action a virtual material may list in its `actions`. */
export const virtualMaterialActions = ['edit', 'activate', 'retire', 'linkReplacement'] as const;
export type VirtualMaterialAction = (typeof virtualMaterialActions)[number];

/**
 * Virtual materials, staff with virtual.edit only; everyone else with the menu reads them.
 *
 * | action          | from             | to      | note                                              |
 * | --------------- | ---------------- | ------- | ------------------------------------------------- |
 * | edit            | draft            | draft   | an active one is what designs use: it stays fixed |
 * | activate        | draft            | active  |                                                   |
 * | retire          | active           | retired | final                                             |
 * | linkReplacement | active, retired  | (same)  | names the real material that replaces it          |
 */
export const virtualMaterialTransitions = defineTransitions<VirtualMaterialStatus, VirtualMaterialAction>({
  edit: { from: ['draft'], side: 'staff', permission: permissions.virtualEdit },
  activate: { from: ['draft'], to: 'active', side: 'staff', permission: permissions.virtualEdit },
  retire: { from: ['active'], to: 'retired', side: 'staff', permission: permissions.virtualEdit },
  linkReplacement: { from: ['active', 'retired'], side: 'staff', permission: permissions.virtualEdit },
});
