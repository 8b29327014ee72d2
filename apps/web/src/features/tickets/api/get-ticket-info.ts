import { ticketsEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ticketKeys } from './ticket-keys';

export const ticketInfoQuery = (id: number) =>
  queryOptions({
    queryKey: ticketKeys.info(id),
    queryFn: ({ signal }) => request(ticketsEndpoints.getTicketInfo, { query: { id }, signal }),
  });

/** One ticket with its SLA clocks, comments and history. */
export const useTicketInfo = (id: number) => useQuery(ticketInfoQuery(id));
