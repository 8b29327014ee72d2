import type { BusinessCalendar } from '@portal/contract';
import { businessCalendarsEndpoints as ep } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { systemSettingsKeys } from './system-settings-queries';

const calendarsKey = [...systemSettingsKeys.all, 'business-calendars'] as const;

/** The business calendar of each ticket site. */
export const useBusinessCalendars = () =>
  useQuery({
    queryKey: calendarsKey,
    queryFn: ({ signal }) => request(ep.listBusinessCalendars, { signal }),
  });

/** Saves a site's calendar; the list and the history of changes are read again. */
export function useSaveBusinessCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessCalendar) => request(ep.saveBusinessCalendar, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: calendarsKey }),
        client.invalidateQueries({ queryKey: systemSettingsKeys.history() }),
      ]),
  });
}
