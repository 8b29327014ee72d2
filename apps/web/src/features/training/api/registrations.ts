import type { EndpointBody, RegistrationAction } from '@portal/contract';
import { trainingEndpoints } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { RegistrationFilters } from './training-keys';
import { trainingKeys } from './training-keys';

/** One page of registrations (a partner administrator: its company's; a partner user: its own). */
export const usePageRegistrations = (filters: RegistrationFilters) =>
  useQuery({
    queryKey: trainingKeys.registrationPage(filters),
    queryFn: ({ signal }) => request(trainingEndpoints.pageRegistrations, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** The people the reader may register. */
export const useTrainingPeople = (enabled: boolean) =>
  useQuery({
    queryKey: trainingKeys.people,
    queryFn: ({ signal }) => request(trainingEndpoints.listPeople, { signal }),
    enabled,
  });

/** Registers people for a session; seats and waiting lists change, so training is refreshed. */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof trainingEndpoints.register>) =>
      request(trainingEndpoints.register, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}

/** The moves sent as they are; a result is recorded in its own dialog (certificates.ts). */
type PlainMove = Exclude<RegistrationAction, 'recordResult'>;

const moveEndpoints = {
  cancel: trainingEndpoints.cancelRegistration,
  approve: trainingEndpoints.approveRegistration,
  reject: trainingEndpoints.rejectRegistration,
  markAttended: trainingEndpoints.markAttended,
  markAbsent: trainingEndpoints.markAbsent,
} as const satisfies Record<PlainMove, unknown>;

/** One move of a registration (with the `rowVersion` read). */
export function useRegistrationMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      body,
    }: {
      action: PlainMove;
      body: EndpointBody<typeof trainingEndpoints.cancelRegistration> & { comment?: string | null };
    }) => request(moveEndpoints[action], { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}
