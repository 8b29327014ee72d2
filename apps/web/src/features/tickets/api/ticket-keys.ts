import type { pageTicketsBodySchema } from '@portal/contract';
import type { z } from 'zod';

/** Filters, paging and sorting of the ticket list, as the endpoint takes them (the page always given). */
export type TicketFilters = z.input<typeof pageTicketsBodySchema> & { pageNum: number; pageSize: number };

/** Query keys of the tickets slice. */
export const ticketKeys = {
  all: ['tickets'] as const,
  page: (filters: TicketFilters) => [...ticketKeys.all, 'page', filters] as const,
  info: (id: number) => [...ticketKeys.all, 'info', id] as const,
  equipment: (keyword: string, companyId: number | undefined) =>
    [...ticketKeys.all, 'equipment', keyword, companyId ?? null] as const,
};
