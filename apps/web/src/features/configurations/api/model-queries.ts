import { configurationsEndpoints as ep } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { ModelFilters } from './configuration-keys';
import { configurationKeys } from './configuration-keys';

/** One page of configurable products. */
export const usePageModels = (filters: ModelFilters) =>
  useQuery(
    queryOptions({
      queryKey: configurationKeys.page(filters),
      queryFn: ({ signal }) => request(ep.pageModels, { body: filters, signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** A model with its draft, check findings and versions. */
export const useModel = (id: number) =>
  useQuery({
    queryKey: configurationKeys.model(id),
    queryFn: ({ signal }) => request(ep.getModel, { query: { id }, signal }),
  });

/** A published version, as the configurator needs it (never changes, so kept). */
export const useModelVersion = (id: number) =>
  useQuery({
    queryKey: configurationKeys.version(id),
    queryFn: ({ signal }) => request(ep.getModelVersion, { query: { id }, signal }),
    staleTime: Infinity,
  });

/** The server's evaluation of a selection: disabled reasons, and for a valid one the BOM and list price. */
export const useCheck = (modelVersionId: number, selection: readonly string[]) =>
  useQuery({
    queryKey: configurationKeys.check(modelVersionId, selection),
    queryFn: ({ signal }) =>
      request(ep.check, { body: { modelVersionId, selection: [...selection] }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
