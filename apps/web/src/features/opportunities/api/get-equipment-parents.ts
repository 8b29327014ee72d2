import { opportunitiesEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { opportunityKeys } from './opportunity-keys';

export const equipmentParentsQuery = (opportunityId: number) =>
  queryOptions({
    queryKey: opportunityKeys.equipment(opportunityId),
    queryFn: ({ signal }) =>
      request(opportunitiesEndpoints.getEquipmentParents, { body: { opportunityId }, signal }),
  });

/** The opportunity's equipment lines grouped by product line and kind. */
export const useEquipmentParents = (opportunityId: number) => useQuery(equipmentParentsQuery(opportunityId));
