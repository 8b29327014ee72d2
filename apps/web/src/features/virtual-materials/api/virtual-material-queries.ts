import type { MaterialLookupQuery, pageVirtualMaterialsBodySchema } from '@portal/contract';
import { materialsEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/request';

/** Filters, paging and sorting of the list, as the endpoint takes them (the page always given). */
export type VirtualMaterialFilters = z.input<typeof pageVirtualMaterialsBodySchema> & {
  pageNum: number;
  pageSize: number;
};

/** Query keys of the virtual materials slice. */
export const virtualMaterialKeys = {
  all: ['virtual-materials'] as const,
  page: (filters: VirtualMaterialFilters) => [...virtualMaterialKeys.all, 'page', filters] as const,
  info: (id: number) => [...virtualMaterialKeys.all, 'info', id] as const,
  lookup: (query: Partial<MaterialLookupQuery>) => [...virtualMaterialKeys.all, 'lookup', query] as const,
};

/** One page of virtual materials. */
export const usePageVirtualMaterials = (filters: VirtualMaterialFilters) =>
  useQuery(
    queryOptions({
      queryKey: virtualMaterialKeys.page(filters),
      queryFn: ({ signal }) => request(materialsEndpoints.pageVirtualMaterials, { body: filters, signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** One virtual material (none asked for id 0: a new one). */
export const useVirtualMaterial = (id: number) =>
  useQuery({
    queryKey: virtualMaterialKeys.info(id),
    queryFn: ({ signal }) => request(materialsEndpoints.getVirtualMaterialInfo, { query: { id }, signal }),
    enabled: id > 0,
  });

/** Real materials matching a keyword, for the replacement picker. */
export const useMaterialLookup = (keyword: string) =>
  useQuery({
    queryKey: virtualMaterialKeys.lookup({ keyword, kind: 'material' }),
    queryFn: ({ signal }) =>
      request(materialsEndpoints.lookupMaterials, {
        query: { keyword, kind: 'material', limit: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
