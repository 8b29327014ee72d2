import type { PageResourcesInput, ResourceShelf } from '@portal/contract';

export type ResourceFilters = PageResourcesInput & { pageNum: number; pageSize: number };

/** Query keys of the library: a save refreshes the whole library. */
export const resourceKeys = {
  all: ['resources'] as const,
  page: (shelf: ResourceShelf, filters: ResourceFilters) => ['resources', shelf, 'page', filters] as const,
  detail: (shelf: ResourceShelf, id: number) => ['resources', shelf, 'detail', id] as const,
  viewLink: (shelf: ResourceShelf, id: number) => ['resources', shelf, 'view-link', id] as const,
  downloads: (id: number, pageNum: number) => ['resources', 'downloads', id, pageNum] as const,
};
