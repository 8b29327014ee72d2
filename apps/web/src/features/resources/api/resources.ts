import type { EndpointBody, ResourceShelf } from '@portal/contract';
import { resourceShelfEndpoints, resourcesEndpoints } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { ResourceFilters } from './resource-keys';
import { resourceKeys } from './resource-keys';

/** One page of a shelf of the library (a partner: what its company may read). */
export const usePageResources = (shelf: ResourceShelf, filters: ResourceFilters) =>
  useQuery({
    queryKey: resourceKeys.page(shelf, filters),
    queryFn: ({ signal }) => request(resourceShelfEndpoints[shelf].page, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** One resource of the shelf. */
export const useResource = (shelf: ResourceShelf, id: number) =>
  useQuery({
    queryKey: resourceKeys.detail(shelf, id),
    queryFn: ({ signal }) => request(resourceShelfEndpoints[shelf].get, { query: { id }, signal }),
  });

/** The link the video player and the PDF viewer read the file by (good for an hour; asked again after 50 minutes). */
export const useViewLink = (shelf: ResourceShelf, id: number, enabled: boolean) =>
  useQuery({
    queryKey: resourceKeys.viewLink(shelf, id),
    queryFn: ({ signal }) => request(resourceShelfEndpoints[shelf].viewLink, { query: { id }, signal }),
    enabled,
    staleTime: 50 * 60 * 1000,
  });

/** Saves the file under its own name (a counted download), then refreshes the counts. */
export function useDownloadResource(shelf: ResourceShelf) {
  const client = useQueryClient();
  return async (id: number) => {
    await request(resourceShelfEndpoints[shelf].download, { query: { id } });
    await client.invalidateQueries({ queryKey: resourceKeys.all });
  };
}

/** Who downloaded a resource, newest first (staff keeping the library). */
export const useResourceDownloads = (resourceId: number, pageNum: number) =>
  useQuery({
    queryKey: resourceKeys.downloads(resourceId, pageNum),
    queryFn: ({ signal }) =>
      request(resourcesEndpoints.pageDownloads, { body: { resourceId, pageNum, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

/** Creates or edits a resource (a new file: a new version), then refreshes the library. */
export function useSaveResource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof resourcesEndpoints.save>) =>
      request(resourcesEndpoints.save, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
