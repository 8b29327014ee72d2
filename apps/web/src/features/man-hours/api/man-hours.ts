import type {
  EndpointBody,
  TimeEntryKind,
  TimeEntryState,
  TimesheetView,
  TotalsGrouping,
} from '@portal/contract';
import { manHoursEndpoints as ep } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Query keys of man-hours: every write refreshes the whole area (weeks, timesheets, totals). */
export const manHourKeys = {
  all: ['man-hours'] as const,
  week: (userId: number | undefined, weekStart: string) =>
    ['man-hours', 'week', userId ?? 0, weekStart] as const,
  timesheets: (view: TimesheetView) => ['man-hours', 'timesheets', view] as const,
  timesheet: (id: number) => ['man-hours', 'timesheet', id] as const,
  people: ['man-hours', 'people'] as const,
  subjects: (kind: TimeEntryKind) => ['man-hours', 'subjects', kind] as const,
  totals: (groupBy: TotalsGrouping, from: string, to: string, states: readonly TimeEntryState[]) =>
    ['man-hours', 'totals', groupBy, from, to, states.join(',')] as const,
};

export const useWeek = (userId: number | undefined, weekStart: string) =>
  useQuery({
    queryKey: manHourKeys.week(userId, weekStart),
    queryFn: ({ signal }) =>
      request(ep.getWeek, { query: { weekStart, ...(userId ? { userId } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });

export const useTimesheets = (view: TimesheetView) =>
  useQuery({
    queryKey: manHourKeys.timesheets(view),
    queryFn: ({ signal }) => request(ep.listTimesheets, { query: { view }, signal }),
  });

export const useTimesheet = (id: number | null) =>
  useQuery({
    queryKey: manHourKeys.timesheet(id ?? 0),
    queryFn: ({ signal }) => request(ep.getTimesheet, { query: { id: id! }, signal }),
    enabled: id !== null,
  });

export const useManHourPeople = () =>
  useQuery({ queryKey: manHourKeys.people, queryFn: ({ signal }) => request(ep.people, { signal }) });

export const useSubjectOptions = (kind: TimeEntryKind | undefined) =>
  useQuery({
    queryKey: manHourKeys.subjects(kind ?? 'ticket'),
    queryFn: ({ signal }) => request(ep.subjectOptions, { query: { kind: kind! }, signal }),
    enabled: kind !== undefined,
  });

/** The totals of the entries in `states` (the ones the screen names) from `from` to `to`. */
export const useTotals = (
  groupBy: TotalsGrouping,
  from: string,
  to: string,
  states: readonly TimeEntryState[],
) =>
  useQuery({
    queryKey: manHourKeys.totals(groupBy, from, to, states),
    queryFn: ({ signal }) =>
      request(ep.totals, { query: { groupBy, from, to, states: states.join(',') }, signal }),
    enabled: states.length > 0,
    placeholderData: keepPreviousData,
  });

/** A write of man-hours; every one refreshes the area. */
function useManHourWrite<B, R>(send: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: manHourKeys.all }),
  });
}

export const useSaveEntry = () =>
  useManHourWrite((body: EndpointBody<typeof ep.saveEntry>) => request(ep.saveEntry, { body }));
export const useDeleteEntry = () =>
  useManHourWrite((body: EndpointBody<typeof ep.deleteEntry>) => request(ep.deleteEntry, { body }));
export const useSubmitTimesheet = () =>
  useManHourWrite((body: EndpointBody<typeof ep.submitTimesheet>) => request(ep.submitTimesheet, { body }));
export const useWithdrawTimesheet = () =>
  useManHourWrite((body: EndpointBody<typeof ep.withdrawTimesheet>) =>
    request(ep.withdrawTimesheet, { body }),
  );
export const useApproveTimesheets = () =>
  useManHourWrite((body: EndpointBody<typeof ep.approveTimesheets>) =>
    request(ep.approveTimesheets, { body }),
  );
export const useRejectTimesheet = () =>
  useManHourWrite((body: EndpointBody<typeof ep.rejectTimesheet>) => request(ep.rejectTimesheet, { body }));
