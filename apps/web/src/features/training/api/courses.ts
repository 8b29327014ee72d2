import type { EndpointBody } from '@portal/contract';
import { trainingEndpoints } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { CourseFilters } from './training-keys';
import { trainingKeys } from './training-keys';

/** One page of courses (staff). */
export const usePageCourses = (filters: CourseFilters) =>
  useQuery({
    queryKey: trainingKeys.coursePage(filters),
    queryFn: ({ signal }) => request(trainingEndpoints.pageCourses, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** Every course, for pickers (prerequisites, a session's course). */
export const useCourseOptions = () =>
  useQuery({
    queryKey: trainingKeys.courseOptions,
    queryFn: ({ signal }) => request(trainingEndpoints.listCourseOptions, { signal }),
  });

/** Creates or edits a course, then refreshes training. */
export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof trainingEndpoints.saveCourse>) =>
      request(trainingEndpoints.saveCourse, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}
