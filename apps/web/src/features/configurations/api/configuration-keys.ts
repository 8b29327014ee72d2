import type { pageModelsBodySchema } from '@portal/contract';
import type { z } from 'zod';

/** Filters, paging and sorting of the model list, as the endpoint takes them (the page always given). */
export type ModelFilters = z.input<typeof pageModelsBodySchema> & { pageNum: number; pageSize: number };

/** Query keys of the configurations slice. */
export const configurationKeys = {
  all: ['configurations'] as const,
  models: ['configurations', 'models'] as const,
  page: (filters: ModelFilters) => [...configurationKeys.models, 'page', filters] as const,
  model: (id: number) => [...configurationKeys.models, 'info', id] as const,
  version: (id: number) => [...configurationKeys.all, 'version', id] as const,
  check: (versionId: number, selection: readonly string[]) =>
    [...configurationKeys.all, 'check', versionId, [...selection].sort()] as const,
  items: (keyword: string) => [...configurationKeys.all, 'items', keyword] as const,
};
