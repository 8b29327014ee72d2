import { z } from 'zod';
import { defineEndpoint, irreversible } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  downloadPolicyFileQuerySchema,
  knowledgeIdBodySchema,
  knowledgeIdQuerySchema,
  pagePoliciesBodySchema,
  pageQaBodySchema,
  policyInfoSchema,
  policyPageSchema,
  qaEntrySchema,
  qaPageSchema,
  saveQaBodySchema,
  savePolicyBodySchema,
} from './knowledge.schema';

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
  deleteQa: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/qa/delete-qa',
      permission: permissions.qaEdit,
      body: knowledgeIdBodySchema,
      data: z.null(),
    }),
  ),

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
  deletePolicy: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/policy/delete-policy',
      permission: permissions.policyEdit,
      body: knowledgeIdBodySchema,
      data: z.null(),
    }),
  ),
  downloadPolicyFile: defineEndpoint({
    method: 'GET',
    path: '/policy/download-policy-file',
    permission: permissions.policy,
    query: downloadPolicyFileQuerySchema,
    download: true,
    data: z.unknown(),
  }),
};
