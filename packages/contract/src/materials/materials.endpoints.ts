import { z } from 'zod';
import { defineEndpoint, irreversible } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  linkReplacementBodySchema,
  materialImportResultSchema,
  materialLookupQuerySchema,
  materialOptionSchema,
  pageVirtualMaterialsBodySchema,
  saveVirtualMaterialBodySchema,
  virtualMaterialIdBodySchema,
  virtualMaterialIdQuerySchema,
  virtualMaterialPageSchema,
  virtualMaterialSchema,
} from './materials.schema';

/** Virtual materials: staff with the menu read them, virtual.edit writes them; and the material lookup. */
export const materialsEndpoints = {
  pageVirtualMaterials: defineEndpoint({
    method: 'POST',
    path: '/virtual-material/page-virtual-material-list',
    permission: permissions.virtual,
    body: pageVirtualMaterialsBodySchema,
    data: virtualMaterialPageSchema,
  }),
  getVirtualMaterialInfo: defineEndpoint({
    method: 'GET',
    path: '/virtual-material/get-virtual-material-info',
    permission: permissions.virtual,
    query: virtualMaterialIdQuerySchema,
    data: virtualMaterialSchema,
  }),
  saveVirtualMaterial: defineEndpoint({
    method: 'POST',
    path: '/virtual-material/save-virtual-material',
    permission: permissions.virtualEdit,
    body: saveVirtualMaterialBodySchema,
    data: virtualMaterialSchema,
  }),
  activateVirtualMaterial: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/virtual-material/activate-virtual-material',
      permission: permissions.virtualEdit,
      body: virtualMaterialIdBodySchema,
      data: virtualMaterialSchema,
    }),
  ),
  retireVirtualMaterial: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/virtual-material/retire-virtual-material',
      permission: permissions.virtualEdit,
      body: virtualMaterialIdBodySchema,
      data: virtualMaterialSchema,
    }),
  ),
  linkReplacement: defineEndpoint({
    method: 'POST',
    path: '/virtual-material/link-virtual-material-replacement',
    permission: permissions.virtualEdit,
    body: linkReplacementBodySchema,
    data: virtualMaterialSchema,
  }),
  /** Multipart, field `file`: one .xlsx; every row becomes a draft, or none (errors by row in `data`). */
  importVirtualMaterials: defineEndpoint({
    method: 'POST',
    path: '/virtual-material/import-virtual-material',
    permission: permissions.virtualEdit,
    multipart: true,
    data: materialImportResultSchema,
  }),
  /** Real materials and active virtual ones by code or name, for pickers (staff only). */
  lookupMaterials: defineEndpoint({
    method: 'GET',
    path: '/material/lookup-material-list',
    permission: 'authenticated',
    query: materialLookupQuerySchema,
    data: z.array(materialOptionSchema),
  }),
};
