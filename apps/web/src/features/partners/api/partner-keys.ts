import type { pageCompaniesBodySchema, pageUsersBodySchema } from '@portal/contract';
import type { z } from 'zod';

/** Filters, paging and sorting of the company list, as the endpoint takes them (the page always given). */
export type CompanyFilters = z.input<typeof pageCompaniesBodySchema> & { pageNum: number; pageSize: number };
/** Filters, paging and sorting of the user list, as the endpoint takes them (the page always given). */
export type UserFilters = z.input<typeof pageUsersBodySchema> & { pageNum: number; pageSize: number };

/** Query keys of the partners slice: companies and users, each invalidated as a whole after a change. */
export const partnerKeys = {
  all: ['partners'] as const,
  companies: () => [...partnerKeys.all, 'companies'] as const,
  companyPage: (filters: CompanyFilters) => [...partnerKeys.companies(), 'page', filters] as const,
  companyInfo: (id: number) => [...partnerKeys.companies(), 'info', id] as const,
  channelManagers: () => [...partnerKeys.all, 'channel-managers'] as const,
  users: () => [...partnerKeys.all, 'users'] as const,
  userPage: (filters: UserFilters) => [...partnerKeys.users(), 'page', filters] as const,
  userInfo: (id: number) => [...partnerKeys.users(), 'info', id] as const,
  roles: () => [...partnerKeys.all, 'roles'] as const,
};
