import { opportunityReportsEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reportKeys } from './report-keys';

export const equipmentModelsQuery = (productLineCode: string) =>
  queryOptions({
    queryKey: reportKeys.equipmentModels(productLineCode),
    queryFn: ({ signal }) =>
      request(opportunityReportsEndpoints.getEquipmentModels, { body: { productLineCode }, signal }),
    staleTime: 10 * 60_000,
  });

/** The active equipment models of a product line; nothing is asked without one. */
export const useEquipmentModels = (productLineCode: string | null | undefined) =>
  useQuery({ ...equipmentModelsQuery(productLineCode ?? ''), enabled: !!productLineCode });
