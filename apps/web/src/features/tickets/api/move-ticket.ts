import type { EndpointBody } from '@portal/contract';
import { ticketsEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ticketKeys } from './ticket-keys';

export const moveTicketMutation = () =>
  mutationOptions({
    mutationFn: (body: EndpointBody<typeof ticketsEndpoints.moveTicket>) =>
      request(ticketsEndpoints.moveTicket, { body }),
  });

/** One move of a ticket (take, wait for the customer, resolve, …), then refreshes every ticket query. */
export function useMoveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    ...moveTicketMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
