import type { EndpointBody, pageProcessesBodySchema, ProcessAction, ProcessInfo } from '@portal/contract';
import { processesEndpoints } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/request';

/** Filters, view and paging of a process list, as the endpoint takes them. */
export type ProcessFilters = z.input<typeof pageProcessesBodySchema> & { pageNum: number; pageSize: number };

/** Query keys of the process centre, invalidated as a whole after an action (the home page's to-dos too). */
export const processKeys = {
  all: ['processes'] as const,
  page: (filters: ProcessFilters) => [...processKeys.all, 'page', filters] as const,
  info: (id: number) => [...processKeys.all, 'info', id] as const,
  delegation: () => [...processKeys.all, 'delegation'] as const,
  users: () => [...processKeys.all, 'users'] as const,
};

/** One page of a view of the process centre (the server answers only the processes the reader takes part in). */
export const usePageProcesses = (filters: ProcessFilters) =>
  useQuery({
    queryKey: processKeys.page(filters),
    queryFn: ({ signal }) => request(processesEndpoints.pageProcesses, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One process: its steps of this round with their approvers, its whole history, the reader's actions. */
export const useProcessInfo = (id: number) =>
  useQuery({
    queryKey: processKeys.info(id),
    queryFn: ({ signal }) => request(processesEndpoints.getProcessInfo, { query: { id }, signal }),
  });

/** Active internal users a process may be transferred to, or a delegation may name. */
export const useProcessUsers = (enabled = true) =>
  useQuery({
    queryKey: processKeys.users(),
    queryFn: ({ signal }) => request(processesEndpoints.getUserOptions, { signal }),
    enabled,
    staleTime: 60_000,
  });

/** What an action sends: the process and its version, a comment, and for a transfer the new approver. */
export interface ProcessActionRequest {
  action: ProcessAction;
  process: Pick<ProcessInfo, 'id' | 'rowVersion'>;
  comment: string | null;
  toUserId?: number;
}

/** Sends an action the server listed; answers the process after it and refreshes the lists and the home page. */
export function useProcessAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, process, comment, toUserId }: ProcessActionRequest) => {
      const base = { id: process.id, rowVersion: process.rowVersion };
      switch (action) {
        case 'approve':
          return request(processesEndpoints.approve, { body: { ...base, comment } });
        case 'withdraw':
          return request(processesEndpoints.withdraw, { body: { ...base, comment } });
        case 'close':
          return request(processesEndpoints.close, { body: { ...base, comment } });
        case 'reject':
          return request(processesEndpoints.reject, { body: { ...base, comment: comment ?? '' } });
        case 'return':
          return request(processesEndpoints.returnToSubmitter, { body: { ...base, comment: comment ?? '' } });
        case 'comment':
          return request(processesEndpoints.comment, { body: { ...base, comment: comment ?? '' } });
        case 'transfer':
          return request(processesEndpoints.transfer, {
            body: { ...base, comment, toUserId: toUserId ?? 0 },
          });
      }
    },
    onSuccess: async (answer) => {
      client.setQueryData(processKeys.info(answer.id), answer);
      await Promise.all([
        client.invalidateQueries({ queryKey: processKeys.all }),
        client.invalidateQueries({ queryKey: ['home'] }),
      ]);
    },
  });
}

/** The reader's absence delegation. */
export const useDelegation = () =>
  useQuery({
    queryKey: processKeys.delegation(),
    queryFn: ({ signal }) => request(processesEndpoints.getDelegation, { signal }),
  });

/** Saves (or, with no delegate, ends) the reader's delegation; a refusal is the form's to show. */
export function useSaveDelegation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof processesEndpoints.saveDelegation>) =>
      request(processesEndpoints.saveDelegation, { body, silent: true }),
    onSuccess: (answer) => client.setQueryData(processKeys.delegation(), answer),
  });
}
