import { permissions } from '../identity/menu-tree';
import { defineListExport, exportColumnsField } from '../list-settings/list-export';
import { policyFilterSchema } from './knowledge.schema';

/** The columns of the list's export, named as the list's columns on the screen. */
const policiesExportColumns = [
  'title',
  'version',
  'effectiveFrom',
  'effectiveTo',
  'state',
  'files',
  'body',
  'updatedAt',
] as const;

/** The policy list's .xlsx export, apart from every other endpoint: only the policy list loads it. */
export const policyExportEndpoints = {
  exportPolicies: defineListExport({
    path: '/policy/export-policy-list',
    permission: permissions.policy,
    body: policyFilterSchema.extend(exportColumnsField(policiesExportColumns)),
    columns: policiesExportColumns,
  }),
};
