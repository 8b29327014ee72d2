import type { EndpointBody, QuotationAction } from '@portal/contract';
import { quotationsEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { quotationKeys } from './quotation-keys';

/** The moves of a quotation that take only its id and version. */
export type QuotationMove = Extract<QuotationAction, 'submit' | 'revise' | 'accept' | 'decline'>;

export type QuotationRequest =
  | { action: QuotationMove; id: number; rowVersion: number }
  | { action: 'save'; body: EndpointBody<typeof quotationsEndpoints.saveQuotation> }
  | { action: 'decide'; body: EndpointBody<typeof quotationsEndpoints.decideQuotation> }
  | { action: 'createFormal'; body: EndpointBody<typeof quotationsEndpoints.createFormal> }
  | { action: 'createFromSolution'; body: EndpointBody<typeof quotationsEndpoints.createFromSolution> };

/**
 * Sends a move the server listed for the quotation (or makes one); answers the quotation after it (revise:
 * the new version; createFormal and createFromSolution: the new quotation). Refreshes the quotation queries.
 */
export function useMoveQuotation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: QuotationRequest) => {
      switch (move.action) {
        case 'save':
          return request(quotationsEndpoints.saveQuotation, { body: move.body });
        case 'decide':
          return request(quotationsEndpoints.decideQuotation, { body: move.body });
        case 'createFormal':
          return request(quotationsEndpoints.createFormal, { body: move.body });
        case 'createFromSolution':
          return request(quotationsEndpoints.createFromSolution, { body: move.body });
        case 'submit':
          return request(quotationsEndpoints.submitQuotation, {
            body: { id: move.id, rowVersion: move.rowVersion },
          });
        case 'revise':
          return request(quotationsEndpoints.reviseQuotation, {
            body: { id: move.id, rowVersion: move.rowVersion },
          });
        case 'accept':
          return request(quotationsEndpoints.acceptQuotation, {
            body: { id: move.id, rowVersion: move.rowVersion },
          });
        case 'decline':
          return request(quotationsEndpoints.declineQuotation, {
            body: { id: move.id, rowVersion: move.rowVersion },
          });
      }
    },
    onSuccess: async (answer) => {
      client.setQueryData(quotationKeys.info(answer.id), answer);
      await client.invalidateQueries({ queryKey: quotationKeys.all });
    },
  });
}
