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

export const equipmentCompaniesQuery = () =>
  queryOptions({
    queryKey: [...ticketKeys.all, 'equipment-companies'] as const,
    queryFn: ({ signal }) => request(ticketsEndpoints.listEquipmentCompanies, { signal }),
    staleTime: 5 * 60_000,
  });

/** The partner companies owning installed equipment (staff pick one to raise a ticket). */
export const useEquipmentCompanies = (enabled: boolean) =>
  useQuery({ ...equipmentCompaniesQuery(), enabled });
