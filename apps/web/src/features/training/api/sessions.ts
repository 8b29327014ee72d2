import type { EndpointBody } from '@portal/contract';
import { trainingEndpoints } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { SessionFilters } from './training-keys';
import { trainingKeys } from './training-keys';

/** One page of sessions (a partner: those open to its company; the server decides). */
export const usePageSessions = (filters: SessionFilters) =>
  useQuery({
    queryKey: trainingKeys.sessionPage(filters),
    queryFn: ({ signal }) => request(trainingEndpoints.pageSessions, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** The sessions starting in a month ('YYYY-MM'), for the calendar. */
export const useCalendarSessions = (month: string) =>
  useQuery({
    queryKey: trainingKeys.calendar(month),
    queryFn: ({ signal }) => request(trainingEndpoints.calendarSessions, { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });

/** The internal users a session may name as its trainer's account (those who may approve registrations). */
export const useTrainers = () =>
  useQuery({
    queryKey: trainingKeys.trainers,
    queryFn: ({ signal }) => request(trainingEndpoints.listTrainers, { signal }),
  });

/** Creates or edits a session, then refreshes training. */
export function useSaveSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof trainingEndpoints.saveSession>) =>
      request(trainingEndpoints.saveSession, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}

/** The companies a quota may be held for on a session (active, in its audience). */
export const useQuotaCompanies = (sessionId: number) =>
  useQuery({
    queryKey: trainingKeys.quotaCompanies(sessionId),
    queryFn: ({ signal }) =>
      request(trainingEndpoints.listQuotaCompanies, { query: { id: sessionId }, signal }),
  });

/** Sets a company's seat quota on a session (0 removes it); answers the session, then refreshes training. */
export function useSaveQuota() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof trainingEndpoints.saveQuota>) =>
      request(trainingEndpoints.saveQuota, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}
