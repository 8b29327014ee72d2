import type { EndpointBody, PartnerQuotationInfo, QuotationInfo } from '@portal/contract';
import { quotationsEndpoints } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { quotationKeys } from './quotation-keys';

/** Keeps a quotation the server answered after a move as read, and refreshes the quotation queries. */
export async function keepQuotationAnswer(client: QueryClient, answer: QuotationInfo | PartnerQuotationInfo) {
  client.setQueryData(quotationKeys.info(answer.id), answer);
  await client.invalidateQueries({ queryKey: quotationKeys.all });
}

/** Issues an approved additional or supplementary quotation to the partner; answers it issued. */
export function useIssueQuotation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof quotationsEndpoints.issueQuotation>) =>
      request(quotationsEndpoints.issueQuotation, { body }),
    onSuccess: (answer) => keepQuotationAnswer(client, answer),
  });
}
