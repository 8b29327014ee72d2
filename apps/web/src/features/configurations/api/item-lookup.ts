import { configurationsEndpoints as ep } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { configurationKeys } from './configuration-keys';

/**
 * The ONE place the configurations slice looks up materials and virtual materials for its pickers. It calls
 * this module's own small lookup endpoint for now; swap it for the materials slice's lookup when that exists.
 */
export const useItemLookup = (keyword: string) =>
  useQuery({
    queryKey: configurationKeys.items(keyword),
    queryFn: ({ signal }) => request(ep.lookupItems, { query: { keyword: keyword || undefined }, signal }),
    staleTime: 60_000,
  });
