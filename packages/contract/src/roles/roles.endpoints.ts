import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  changeRoleStatusBodySchema,
  createRoleBodySchema,
  roleItemSchema,
  roleListSchema,
  updateRoleBodySchema,
} from './roles.schema';

/**
 * Roles and their grants (menus and buttons), kept by administrators on the system management page
 * (docs/areas/roles.md). Paths are ours, not the spec's. Granting roles to users stays with the users
 * (`/user/save-user`).
 */
export const rolesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/role/list',
    permission: permissions.configuration,
    data: roleListSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/role/create',
    permission: permissions.roleEdit,
    body: createRoleBodySchema,
    data: roleItemSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/role/update',
    permission: permissions.roleEdit,
    body: updateRoleBodySchema,
    data: roleItemSchema,
  }),
  changeStatus: defineEndpoint({
    method: 'POST',
    path: '/role/change-status',
    permission: permissions.roleEdit,
    body: changeRoleStatusBodySchema,
    data: roleItemSchema,
  }),
};
