import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { recordIdSchema } from '../core/ids';
import { keywordText, requiredText } from '../core/texts';

/**
 * Project groups: the people around one ticket or one opportunity, with a discussion thread only its
 * members read (READINGS: at least two members besides the creator). Every member may read the record;
 * a partner's people are of the record's company.
 */
export const projectGroupSubjectKinds = ['ticket', 'opportunity'] as const;
export type ProjectGroupSubjectKind = (typeof projectGroupSubjectKinds)[number];

export const projectGroupLimits = {
  name: 100,
  post: 4000,
  /** Members named in one call. */
  membersPerCall: 50,
  /** Members besides the creator a group needs (READINGS: "2 or more" and "more than two" both hold). */
  minMembers: 2,
} as const;

/** What a group is about: a ticket or an opportunity. */
export const projectGroupSubjectSchema = z.object({
  subjectKind: z.enum(projectGroupSubjectKinds),
  subjectId: recordIdSchema,
});
export type ProjectGroupSubject = z.infer<typeof projectGroupSubjectSchema>;

/** What a member may do in the group: the creator adds and removes members; every member posts. */
export const projectGroupActions = ['addMembers', 'removeMember', 'post'] as const;
export type ProjectGroupAction = (typeof projectGroupActions)[number];

/** A person as the member picker and the member list show them. */
export const projectGroupPersonSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  username: z.string(),
  kind: z.enum(['internal', 'partner']),
  /** The partner company's names (null for staff). */
  companyName: z.string().nullable(),
  companyNameEn: z.string().nullable(),
  companyNameKr: z.string().nullable(),
});
export type ProjectGroupPerson = z.infer<typeof projectGroupPersonSchema>;

export const projectGroupMemberSchema = projectGroupPersonSchema.extend({
  isCreator: z.boolean(),
  addedAt: z.string(),
});
export type ProjectGroupMember = z.infer<typeof projectGroupMemberSchema>;

export const projectGroupSchema = z.object({
  id: z.number().int(),
  subjectKind: z.enum(projectGroupSubjectKinds),
  subjectId: z.number().int(),
  name: z.string(),
  creatorId: z.number().int(),
  creatorName: z.string(),
  /** Also created in the enterprise messaging app. */
  inMessagingApp: z.boolean(),
  members: z.array(projectGroupMemberSchema),
  /** Whether the reader is a member (only members read the thread). */
  isMember: z.boolean(),
  actions: z.array(z.enum(projectGroupActions)),
  createdAt: z.string(),
  rowVersion: z.number().int(),
});
export type ProjectGroup = z.infer<typeof projectGroupSchema>;

/** A record's group, if it has one, and whether the reader may create one. */
export const projectGroupOfSubjectSchema = z.object({
  /** The record's number (the default name of a new group). */
  subjectNo: z.string(),
  group: projectGroupSchema.nullable(),
  mayCreate: z.boolean(),
});
export type ProjectGroupOfSubject = z.infer<typeof projectGroupOfSubjectSchema>;

export const getProjectGroupQuerySchema = projectGroupSubjectSchema;

const memberIdsSchema = z.array(recordIdSchema).max(projectGroupLimits.membersPerCall);

export const createProjectGroupBodySchema = projectGroupSubjectSchema.extend({
  name: requiredText(projectGroupLimits.name),
  /** The members besides the creator (the creator is always one). */
  memberIds: memberIdsSchema,
});
export type CreateProjectGroupBody = z.infer<typeof createProjectGroupBodySchema>;

export const addProjectGroupMembersBodySchema = z.object({
  id: recordIdSchema,
  memberIds: memberIdsSchema.min(1),
});
export type AddProjectGroupMembersBody = z.infer<typeof addProjectGroupMembersBodySchema>;

export const removeProjectGroupMemberBodySchema = z.object({
  id: recordIdSchema,
  userId: recordIdSchema,
});
export type RemoveProjectGroupMemberBody = z.infer<typeof removeProjectGroupMemberBodySchema>;

export const projectGroupPostSchema = z.object({
  id: z.number().int(),
  authorId: z.number().int(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ProjectGroupPost = z.infer<typeof projectGroupPostSchema>;

/** Page 1 holds the newest posts; each page lists its posts oldest first (newest last). */
export const pageProjectGroupPostsBodySchema = pageRequestSchema.extend({ id: recordIdSchema });
export type PageProjectGroupPostsBody = z.infer<typeof pageProjectGroupPostsBodySchema>;
export const projectGroupPostPageSchema = pageSchema(projectGroupPostSchema);

export const addProjectGroupPostBodySchema = z.object({
  id: recordIdSchema,
  body: requiredText(projectGroupLimits.post),
});
export type AddProjectGroupPostBody = z.infer<typeof addProjectGroupPostBodySchema>;

/** The people who may read a record, to pick members from (a partner reader: staff and its own people). */
export const pageProjectGroupCandidatesBodySchema = pageRequestSchema.extend({
  subjectKind: z.enum(projectGroupSubjectKinds),
  subjectId: recordIdSchema,
  keyword: keywordText(),
});
export type PageProjectGroupCandidatesBody = z.infer<typeof pageProjectGroupCandidatesBodySchema>;
export const projectGroupCandidatePageSchema = pageSchema(projectGroupPersonSchema);
