import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { defineListExport } from '../list-settings/list-export';
import { exportColumnsField } from '../list-settings/list-settings.schema';
import { permissions } from '../identity/menu-tree';
import {
  downloadPolicyFileQuerySchema,
  knowledgeIdBodySchema,
  knowledgeIdQuerySchema,
  pagePoliciesBodySchema,
  pageQaBodySchema,
  policyFilterSchema,
  policyInfoSchema,
  policyPageSchema,
  qaEntrySchema,
  qaFilterSchema,
  qaPageSchema,
  saveQaBodySchema,
  savePolicyBodySchema,
} from './knowledge.schema';

/** The columns of the list's export, named as the list's columns on the screen. */
const qaExportColumns = ['question', 'answer', 'productLine', 'status', 'updatedAt'] as const;

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

/** QA entries and policies: staff write them (qa.edit, policy.edit), partners read the published ones. */
export const knowledgeEndpoints = {
  pageQa: defineEndpoint({
    method: 'POST',
    path: '/qa/page-qa-list',
    permission: permissions.qa,
    body: pageQaBodySchema,
    data: qaPageSchema,
  }),
  getQaInfo: defineEndpoint({
    method: 'GET',
    path: '/qa/get-qa-info',
    permission: permissions.qa,
    query: knowledgeIdQuerySchema,
    data: qaEntrySchema,
  }),
  saveQa: defineEndpoint({
    method: 'POST',
    path: '/qa/save-qa',
    permission: permissions.qaEdit,
    body: saveQaBodySchema,
    data: qaEntrySchema,
  }),
  publishQa: defineEndpoint({
    method: 'POST',
    path: '/qa/publish-qa',
    permission: permissions.qaEdit,
    body: knowledgeIdBodySchema,
    data: qaEntrySchema,
  }),
  unpublishQa: defineEndpoint({
    method: 'POST',
    path: '/qa/unpublish-qa',
    permission: permissions.qaEdit,
    body: knowledgeIdBodySchema,
    data: qaEntrySchema,
  }),
  deleteQa: defineEndpoint({
    method: 'POST',
    path: '/qa/delete-qa',
    permission: permissions.qaEdit,
    body: knowledgeIdBodySchema,
    data: z.null(),
  }),
  exportQa: defineListExport({
    path: '/qa/export-qa-list',
    permission: permissions.qa,
    body: qaFilterSchema.extend(exportColumnsField(qaExportColumns)),
    columns: qaExportColumns,
  }),

  pagePolicies: defineEndpoint({
    method: 'POST',
    path: '/policy/page-policy-list',
    permission: permissions.policy,
    body: pagePoliciesBodySchema,
    data: policyPageSchema,
  }),
  getPolicyInfo: defineEndpoint({
    method: 'GET',
    path: '/policy/get-policy-info',
    permission: permissions.policy,
    query: knowledgeIdQuerySchema,
    data: policyInfoSchema,
  }),
  savePolicy: defineEndpoint({
    method: 'POST',
    path: '/policy/save-policy',
    permission: permissions.policyEdit,
    body: savePolicyBodySchema,
    data: policyInfoSchema,
  }),
  publishPolicy: defineEndpoint({
    method: 'POST',
    path: '/policy/publish-policy',
    permission: permissions.policyEdit,
    body: knowledgeIdBodySchema,
    data: policyInfoSchema,
  }),
  unpublishPolicy: defineEndpoint({
    method: 'POST',
    path: '/policy/unpublish-policy',
    permission: permissions.policyEdit,
    body: knowledgeIdBodySchema,
    data: policyInfoSchema,
  }),
  deletePolicy: defineEndpoint({
    method: 'POST',
    path: '/policy/delete-policy',
    permission: permissions.policyEdit,
    body: knowledgeIdBodySchema,
    data: z.null(),
  }),
  downloadPolicyFile: defineEndpoint({
    method: 'GET',
    path: '/policy/download-policy-file',
    permission: permissions.policy,
    query: downloadPolicyFileQuerySchema,
    download: true,
    data: z.unknown(),
  }),
  exportPolicies: defineListExport({
    path: '/policy/export-policy-list',
    permission: permissions.policy,
    body: policyFilterSchema.extend(exportColumnsField(policiesExportColumns)),
    columns: policiesExportColumns,
  }),
};
