import type { ProcessKind, SaveProcessDefinitionBody } from '@portal/contract';
import { processesEndpoints } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Query keys of the work-flow slice. */
export const workFlowKeys = {
  all: ['work-flows'] as const,
  list: () => [...workFlowKeys.all, 'list'] as const,
  definition: (kind: ProcessKind, version: number | null) =>
    [...workFlowKeys.all, 'definition', kind, version] as const,
  approverOptions: () => [...workFlowKeys.all, 'approver-options'] as const,
  check: (body: SaveProcessDefinitionBody | null) => [...workFlowKeys.all, 'check', body] as const,
};

/** Each registered kind with its current version. */
export const useWorkFlowList = () =>
  useQuery({
    queryKey: workFlowKeys.list(),
    queryFn: ({ signal }) => request(processesEndpoints.listDefinitions, { signal }),
  });

/** A kind's definition: the current one (`version` null) or an earlier version. */
export const useWorkFlowDefinition = (kind: ProcessKind, version: number | null) =>
  useQuery({
    queryKey: workFlowKeys.definition(kind, version),
    queryFn: ({ signal }) =>
      request(processesEndpoints.getDefinition, {
        query: version === null ? { kind } : { kind, version },
        signal,
      }),
  });

/** Internal roles and active internal users, for the approver pickers. */
export const useApproverOptions = () =>
  useQuery({
    queryKey: workFlowKeys.approverOptions(),
    queryFn: ({ signal }) => request(processesEndpoints.getApproverOptions, { signal }),
    staleTime: 60_000,
  });

/**
 * The server's check of a definition (every problem, translated, with its step); nothing is asked while
 * `body` is null (the browser's own check failed, or the version is read-only). Quiet: the answer is shown
 * at the steps, not as a message.
 */
export const useWorkFlowCheck = (body: SaveProcessDefinitionBody | null) =>
  useQuery({
    queryKey: workFlowKeys.check(body),
    queryFn: ({ signal }) =>
      request(processesEndpoints.validateDefinition, { body: body!, signal, silent: true }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 5_000,
  });
