import type { ProjectGroupSubjectKind } from '@portal/contract';
import { lazy, Suspense } from 'react';

const ProjectGroupCard = lazy(() =>
  import('./project-group-card').then((module) => ({ default: module.ProjectGroupCard })),
);

/** The project group card, loaded with its forms and thread after the record's detail has painted. */
export function LazyProjectGroupCard(props: { subjectKind: ProjectGroupSubjectKind; subjectId: number }) {
  return (
    <Suspense fallback={null}>
      <ProjectGroupCard {...props} />
    </Suspense>
  );
}
