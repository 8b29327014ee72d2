import type { pagePoliciesBodySchema, pageQaBodySchema } from '@portal/contract';
import type { z } from 'zod';

export type QaFilters = z.input<typeof pageQaBodySchema> & { pageNum: number; pageSize: number };
export type PolicyFilters = z.input<typeof pagePoliciesBodySchema> & { pageNum: number; pageSize: number };

/** Query keys of QA entries and policies, each invalidated as a whole after a change. */
export const knowledgeKeys = {
  qa: ['knowledge', 'qa'] as const,
  qaPage: (filters: QaFilters) => [...knowledgeKeys.qa, 'page', filters] as const,
  qaInfo: (id: number) => [...knowledgeKeys.qa, 'info', id] as const,
  policies: ['knowledge', 'policies'] as const,
  policyPage: (filters: PolicyFilters) => [...knowledgeKeys.policies, 'page', filters] as const,
  policyInfo: (id: number) => [...knowledgeKeys.policies, 'info', id] as const,
};
