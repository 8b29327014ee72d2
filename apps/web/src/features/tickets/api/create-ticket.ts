import type { EndpointBody } from '@portal/contract';
import { ticketsEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ticketKeys } from './ticket-keys';

export const createTicketMutation = () =>
  mutationOptions({
    mutationFn: (body: EndpointBody<typeof ticketsEndpoints.createTicket>) =>
      request(ticketsEndpoints.createTicket, { body }),
  });

/** Raises a ticket, then refreshes every ticket query. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createTicketMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
