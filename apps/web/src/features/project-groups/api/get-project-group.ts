import type { ProjectGroupSubjectKind } from '@portal/contract';
import { projectGroupsEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { projectGroupKeys } from './project-group-keys';

export const projectGroupQuery = (subjectKind: ProjectGroupSubjectKind, subjectId: number) =>
  queryOptions({
    queryKey: projectGroupKeys.ofSubject(subjectKind, subjectId),
    queryFn: ({ signal }) =>
      request(projectGroupsEndpoints.getProjectGroup, { query: { subjectKind, subjectId }, signal }),
  });

/** The project group of a ticket or an opportunity, if it has one, and whether the reader may create one. */
export const useProjectGroup = (subjectKind: ProjectGroupSubjectKind, subjectId: number) =>
  useQuery(projectGroupQuery(subjectKind, subjectId));
