import type { EndpointBody } from '@portal/contract';
import { projectGroupsEndpoints } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { projectGroupKeys } from './project-group-keys';

/** Posts per page of the thread. */
export const postsPageSize = 20;

export const projectGroupPostsQuery = (groupId: number) =>
  infiniteQueryOptions({
    queryKey: projectGroupKeys.posts(groupId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(projectGroupsEndpoints.pageProjectGroupPosts, {
        body: { id: groupId, pageNum: pageParam, pageSize: postsPageSize },
        signal,
      }),
    // Page 1 is the newest posts; each further page is older.
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });

/** A member's thread: the newest page first, earlier pages on demand. */
export const useProjectGroupPosts = (groupId: number) => useInfiniteQuery(projectGroupPostsQuery(groupId));

/** A member posts in the thread, then reads it again. */
export function useAddProjectGroupPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof projectGroupsEndpoints.addProjectGroupPost> & { id: number }) =>
      request(projectGroupsEndpoints.addProjectGroupPost, { body }),
    onSuccess: (_post, body) => queryClient.invalidateQueries({ queryKey: projectGroupKeys.posts(body.id) }),
  });
}
