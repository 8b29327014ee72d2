import type { ProjectGroupSubjectKind } from '@portal/contract';

/** Query keys of the project-groups slice. */
export const projectGroupKeys = {
  all: ['project-groups'] as const,
  ofSubject: (kind: ProjectGroupSubjectKind, id: number) =>
    [...projectGroupKeys.all, 'subject', kind, id] as const,
  posts: (groupId: number) => [...projectGroupKeys.all, 'posts', groupId] as const,
  candidates: (kind: ProjectGroupSubjectKind, id: number, keyword: string) =>
    [...projectGroupKeys.all, 'candidates', kind, id, keyword] as const,
};
