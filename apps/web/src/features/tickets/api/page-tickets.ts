import { ticketsEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { TicketFilters } from './ticket-keys';
import { ticketKeys } from './ticket-keys';

export const pageTicketsQuery = (filters: TicketFilters) =>
  queryOptions({
    queryKey: ticketKeys.page(filters),
    queryFn: ({ signal }) => request(ticketsEndpoints.pageTickets, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of tickets (a partner's own company only; the server decides). */
export const usePageTickets = (filters: TicketFilters) => useQuery(pageTicketsQuery(filters));
