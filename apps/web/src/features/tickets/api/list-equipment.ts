import { ticketsEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ticketKeys } from './ticket-keys';

export const equipmentQuery = (keyword: string, companyId: number | undefined) =>
  queryOptions({
    queryKey: ticketKeys.equipment(keyword, companyId),
    queryFn: ({ signal }) =>
      request(ticketsEndpoints.listEquipment, {
        body: { keyword: keyword || undefined, companyId, limit: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The installed equipment a reader may raise tickets on, found by serial, model or customer. */
export const useEquipmentOptions = (keyword: string, companyId: number | undefined, enabled = true) =>
  useQuery({ ...equipmentQuery(keyword, companyId), enabled });
