import { partnerCompaniesEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { partnerKeys } from './partner-keys';

export const channelManagersQuery = () =>
  queryOptions({
    queryKey: partnerKeys.channelManagers(),
    queryFn: ({ signal }) => request(partnerCompaniesEndpoints.getChannelManagers, { signal }),
    staleTime: 5 * 60_000,
  });

/** Active internal users holding the channel-manager role. */
export const useChannelManagers = (enabled = true) => useQuery({ ...channelManagersQuery(), enabled });
