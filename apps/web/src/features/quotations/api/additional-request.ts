import type { EndpointBody } from '@portal/contract';
import {
  customersEndpoints,
  quotationItemKinds,
  quotationsEndpoints,
  solutionsEndpoints,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isOneOf } from '../../../lib/narrow';
import { request } from '../../../lib/request';
import { quotationKeys } from './quotation-keys';

/** The partner's customers (the server limits a partner to those of its company), searched as one types. */
export const useRequestCustomers = (keyword: string) =>
  useQuery({
    queryKey: [...quotationKeys.all, 'requestCustomers', keyword] as const,
    queryFn: ({ signal }) =>
      request(customersEndpoints.pageCustomers, {
        body: { keyword: keyword || undefined, pageNum: 1, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The opportunities of one customer that the reader may read (a partner: its company's). */
export const useCustomerOpportunities = (customerId: number | undefined) =>
  useQuery({
    queryKey: [...quotationKeys.all, 'requestOpportunities', customerId ?? 0] as const,
    queryFn: async ({ signal }) =>
      (await request(customersEndpoints.getCustomerInfo, { query: { id: customerId ?? 0 }, signal }))
        .opportunities,
    enabled: customerId !== undefined,
  });

/** Sends the partner's request; answers the new additional quotation. */
export function useRequestAdditional() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof quotationsEndpoints.requestAdditional>) =>
      request(quotationsEndpoints.requestAdditional, { body }),
    onSuccess: (answer) => {
      client.setQueryData(quotationKeys.info(answer.id), answer);
      return client.invalidateQueries({ queryKey: quotationKeys.all });
    },
  });
}

/**
 * The items of an opportunity's solutions that a quotation line can carry (configured products,
 * materials, virtual materials; equipment models are not priced items), with their solution's number and
 * designed quantity: what a partner may ask to have quoted again. A partner reads its company's
 * submitted solutions (the server scopes).
 */
export const useOpportunitySolutionItems = (opportunityId: number | undefined) =>
  useQuery({
    queryKey: [...quotationKeys.all, 'requestSolutionItems', opportunityId ?? 0] as const,
    queryFn: async ({ signal }) => {
      const solutions = await request(solutionsEndpoints.pageSolutions, {
        body: { opportunityId, pageNum: 1, pageSize: 10 },
        signal,
      });
      const infos = await Promise.all(
        solutions.list.map((solution) =>
          request(solutionsEndpoints.getSolutionInfo, { query: { id: solution.id }, signal }),
        ),
      );
      return infos.flatMap((info) =>
        info.lines.flatMap((line) =>
          isOneOf(quotationItemKinds, line.kind)
            ? [
                {
                  solutionNo: info.solutionNo,
                  kind: line.kind,
                  itemId: line.itemId,
                  code: line.code,
                  name: line.name,
                  quantity: line.quantity,
                },
              ]
            : [],
        ),
      );
    },
    enabled: opportunityId !== undefined,
  });
