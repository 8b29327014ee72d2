import type { ProjectGroupSubjectKind } from '@portal/contract';
import { projectGroupsEndpoints } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { projectGroupKeys } from './project-group-keys';

/** The people who may read the record, searched by name as the user types (the member picker). */
export function useProjectGroupCandidates(
  subjectKind: ProjectGroupSubjectKind,
  subjectId: number,
  keyword: string,
) {
  return useQuery({
    queryKey: projectGroupKeys.candidates(subjectKind, subjectId, keyword),
    queryFn: ({ signal }) =>
      request(projectGroupsEndpoints.pageProjectGroupCandidates, {
        body: { subjectKind, subjectId, keyword: keyword || undefined, pageNum: 1, pageSize: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
