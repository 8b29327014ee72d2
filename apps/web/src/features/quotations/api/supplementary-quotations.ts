import type { EndpointBody } from '@portal/contract';
import { quotationsEndpoints } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { keepQuotationAnswer } from './issue-quotation';
import { quotationKeys } from './quotation-keys';

/** Accepted formal quotations (the latest versions) to supplement, searched as one types. */
export const useAcceptedFormalQuotations = (keyword: string) =>
  useQuery({
    queryKey: [...quotationKeys.all, 'acceptedFormal', keyword] as const,
    queryFn: ({ signal }) =>
      request(quotationsEndpoints.pageQuotations, {
        body: {
          keyword: keyword || undefined,
          kind: ['formal'],
          status: ['accepted'],
          pageNum: 1,
          pageSize: 20,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Makes a supplementary quotation (a draft) of an accepted formal one; answers it. */
export function useCreateSupplementary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof quotationsEndpoints.createSupplementary>) =>
      request(quotationsEndpoints.createSupplementary, { body }),
    onSuccess: (answer) => keepQuotationAnswer(client, answer),
  });
}
