import type { pageOrdersBodySchema } from '@portal/contract';
import type { z } from 'zod';

/** Filters, paging and sorting of the order list, as the endpoint takes them (the page always given). */
export type OrderFilters = z.input<typeof pageOrdersBodySchema> & { pageNum: number; pageSize: number };

/** Query keys of the orders slice. */
export const orderKeys = {
  all: ['orders'] as const,
  page: (filters: OrderFilters) => [...orderKeys.all, 'page', filters] as const,
  info: (id: number) => [...orderKeys.all, 'info', id] as const,
  partners: () => [...orderKeys.all, 'partners'] as const,
};
