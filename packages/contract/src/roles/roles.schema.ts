import { z } from 'zod';
import { recordIdSchema } from '../core/ids';
import { requiredText } from '../core/texts';

export const roleKinds = ['internal', 'partner'] as const;
export const roleStatuses = ['active', 'disabled'] as const;
export type RoleStatus = (typeof roleStatuses)[number];
/** What the reader may do with a role (answered by the server: the web decides none). */
export const roleActions = ['edit', 'disable', 'enable'] as const;
export type RoleAction = (typeof roleActions)[number];

export const roleLimits = { name: 60, grants: 300, code: 64 } as const;

/** A role as the role editor shows it: its names, kind, status and grants. */
export const roleItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(roleKinds),
  titleKey: z.string(),
  /** The names an administrator gave the role; a built-in role never renamed answers its titles. */
  nameCn: z.string(),
  nameEn: z.string(),
  nameKr: z.string(),
  status: z.enum(roleStatuses),
  /** The administrator role: every menu and button, always; not edited. */
  locked: z.boolean(),
  menus: z.array(z.string()),
  buttons: z.array(z.string()),
  /** Users holding the role (active or not). */
  userCount: z.number().int(),
  actions: z.array(z.enum(roleActions)),
});
export type RoleItem = z.infer<typeof roleItemSchema>;

export const roleListSchema = z.object({ list: z.array(roleItemSchema) });
export type RoleList = z.infer<typeof roleListSchema>;

const grantCode = requiredText(roleLimits.code);
const grantsFields = {
  nameCn: requiredText(roleLimits.name),
  nameEn: requiredText(roleLimits.name),
  nameKr: requiredText(roleLimits.name),
  /** Menu codes of the menu tree; a button needs its menu. */
  menus: z.array(grantCode).max(roleLimits.grants),
  buttons: z.array(grantCode).max(roleLimits.grants),
};

/** A new role: its kind (staff or partner, fixed afterwards), names in the three languages and its grants. */
export const createRoleBodySchema = z.object({ kind: z.enum(roleKinds), ...grantsFields });
export type CreateRoleBody = z.infer<typeof createRoleBodySchema>;

/** A role's names and grants, replaced as a whole. */
export const updateRoleBodySchema = z.object({ id: recordIdSchema, ...grantsFields });
export type UpdateRoleBody = z.infer<typeof updateRoleBodySchema>;

export const changeRoleStatusBodySchema = z.object({ id: recordIdSchema, status: z.enum(roleStatuses) });
export type ChangeRoleStatusBody = z.infer<typeof changeRoleStatusBodySchema>;
