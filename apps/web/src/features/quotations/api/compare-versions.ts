import { quotationsEndpoints } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { quotationKeys } from './quotation-keys';

/** What changed from one version of a quotation to another, as the server compares them. */
export const useCompareVersions = (fromId: number, toId: number, enabled: boolean) =>
  useQuery({
    queryKey: quotationKeys.diff(fromId, toId),
    queryFn: ({ signal }) =>
      request(quotationsEndpoints.compareVersions, { query: { fromId, toId }, signal }),
    enabled,
  });
