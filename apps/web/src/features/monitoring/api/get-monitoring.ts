import { monitoringEndpoints } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Query keys of the monitoring slice. */
export const monitoringKeys = { all: ['monitoring'] as const };

/** Every monitoring item's count and list in one request. */
export const useMonitoring = () =>
  useQuery({
    queryKey: monitoringKeys.all,
    queryFn: ({ signal }) => request(monitoringEndpoints.getMonitoring, { body: {}, signal }),
  });
