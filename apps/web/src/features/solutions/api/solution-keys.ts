import type { pageSolutionsBodySchema } from '@portal/contract';
import type { z } from 'zod';

/** Filters, paging and sorting of the solution list, as the endpoint takes them. */
export type SolutionFilters = z.input<typeof pageSolutionsBodySchema> & { pageNum: number; pageSize: number };

/** Query keys of the solutions slice, invalidated as a whole after a change. */
export const solutionKeys = {
  all: ['solutions'] as const,
  page: (filters: SolutionFilters) => [...solutionKeys.all, 'page', filters] as const,
  info: (id: number) => [...solutionKeys.all, 'info', id] as const,
  designable: (keyword: string) => [...solutionKeys.all, 'designable', keyword] as const,
};
