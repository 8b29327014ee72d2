import type { pageQuotationsBodySchema } from '@portal/contract';
import type { z } from 'zod';

/** Filters, paging and sorting of a quotation list, as the endpoint takes them. */
export type QuotationFilters = z.input<typeof pageQuotationsBodySchema> & {
  pageNum: number;
  pageSize: number;
};

/** Query keys of the quotations slice, invalidated as a whole after a change. */
export const quotationKeys = {
  all: ['quotations'] as const,
  page: (filters: QuotationFilters) => [...quotationKeys.all, 'page', filters] as const,
  info: (id: number) => [...quotationKeys.all, 'info', id] as const,
  diff: (fromId: number, toId: number) => [...quotationKeys.all, 'diff', fromId, toId] as const,
};
