import type { PageCluesInput, PageMyCluesInput } from '@portal/contract';

/** Filters, paging and sorting of the staff list, as the endpoint takes them (the page always given). */
export type ClueFilters = PageCluesInput & { pageNum: number; pageSize: number };
/** Filters, paging and sorting of a partner's list (the page always given). */
export type MyClueFilters = PageMyCluesInput & { pageNum: number; pageSize: number };

/** Query keys of the clues slice; every change invalidates `all` (lists and details move together). */
export const clueKeys = {
  all: ['clues'] as const,
  page: (filters: ClueFilters) => [...clueKeys.all, 'page', filters] as const,
  myPage: (filters: MyClueFilters) => [...clueKeys.all, 'my-page', filters] as const,
  info: (id: number) => [...clueKeys.all, 'info', id] as const,
  companies: () => ['clue-companies'] as const,
  companyUsers: (companyId: number) => ['clue-companies', companyId, 'users'] as const,
};
