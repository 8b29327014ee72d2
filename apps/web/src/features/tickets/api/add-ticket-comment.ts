import type { EndpointBody } from '@portal/contract';
import { ticketsEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ticketKeys } from './ticket-keys';

export const addTicketCommentMutation = () =>
  mutationOptions({
    mutationFn: (body: EndpointBody<typeof ticketsEndpoints.addComment>) =>
      request(ticketsEndpoints.addComment, { body }),
  });

/** Adds a comment to a ticket, then refreshes every ticket query. */
export function useAddTicketComment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addTicketCommentMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
