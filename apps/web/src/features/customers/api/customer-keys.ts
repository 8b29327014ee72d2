import type { pageCustomersBodySchema } from '@portal/contract';
import type { z } from 'zod';

/** Filters, paging and sorting of the customer list, as the endpoint takes them (the page always given). */
export type CustomerFilters = z.input<typeof pageCustomersBodySchema> & { pageNum: number; pageSize: number };

/** Query keys of the customers slice; every change invalidates `all`. */
export const customerKeys = {
  all: ['customers'] as const,
  page: (filters: CustomerFilters) => [...customerKeys.all, 'page', filters] as const,
  info: (id: number) => [...customerKeys.all, 'info', id] as const,
};
