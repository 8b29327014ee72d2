import { defineEndpoint } from '../core/endpoint';
import {
  addProjectGroupMembersBodySchema,
  addProjectGroupPostBodySchema,
  createProjectGroupBodySchema,
  getProjectGroupQuerySchema,
  pageProjectGroupCandidatesBodySchema,
  pageProjectGroupPostsBodySchema,
  projectGroupCandidatePageSchema,
  projectGroupOfSubjectSchema,
  projectGroupPostPageSchema,
  projectGroupPostSchema,
  projectGroupSchema,
  removeProjectGroupMemberBodySchema,
} from './project-groups.schema';

/**
 * Project groups on a ticket or an opportunity. Each call names (or reaches through its group) one record,
 * and the server checks that the caller may read that record (a ticket: the `tickets` menu, a partner only
 * its company's; an opportunity: staff with `business.opptList`): the permission is the record's, so the
 * endpoints ask only for a signed-in caller. The thread is read and written by members only.
 */
export const projectGroupsEndpoints = {
  getProjectGroup: defineEndpoint({
    method: 'GET',
    path: '/project-group/get-group',
    permission: 'authenticated',
    query: getProjectGroupQuerySchema,
    data: projectGroupOfSubjectSchema,
  }),
  createProjectGroup: defineEndpoint({
    method: 'POST',
    path: '/project-group/create-group',
    permission: 'authenticated',
    body: createProjectGroupBodySchema,
    data: projectGroupSchema,
  }),
  addProjectGroupMembers: defineEndpoint({
    method: 'POST',
    path: '/project-group/add-members',
    permission: 'authenticated',
    body: addProjectGroupMembersBodySchema,
    data: projectGroupSchema,
  }),
  removeProjectGroupMember: defineEndpoint({
    method: 'POST',
    path: '/project-group/remove-member',
    permission: 'authenticated',
    body: removeProjectGroupMemberBodySchema,
    data: projectGroupSchema,
  }),
  pageProjectGroupPosts: defineEndpoint({
    method: 'POST',
    path: '/project-group/page-posts',
    permission: 'authenticated',
    body: pageProjectGroupPostsBodySchema,
    data: projectGroupPostPageSchema,
  }),
  addProjectGroupPost: defineEndpoint({
    method: 'POST',
    path: '/project-group/add-post',
    permission: 'authenticated',
    body: addProjectGroupPostBodySchema,
    data: projectGroupPostSchema,
  }),
  pageProjectGroupCandidates: defineEndpoint({
    method: 'POST',
    path: '/project-group/page-candidates',
    permission: 'authenticated',
    body: pageProjectGroupCandidatesBodySchema,
    data: projectGroupCandidatePageSchema,
  }),
};
