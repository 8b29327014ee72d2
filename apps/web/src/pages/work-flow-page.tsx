import type { ProcessKind } from '@portal/contract';
import { processKinds } from '@portal/contract';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { NotFoundState } from '../components/states';
import { WorkFlowList } from '../features/work-flows/components/work-flow-list';

// The editor (its form, step cards and checks) loads when a kind is opened: the route table names it as a
// view of this page (routes.ts), which the page-weight check measures on its own.
const WorkFlowEditor = lazy(() =>
  import('../features/work-flows/components/work-flow-editor').then((m) => ({ default: m.WorkFlowEditor })),
);

const isKind = (value: string): value is ProcessKind => (processKinds as readonly string[]).includes(value);

/** /work-flows: the kinds and their work flows; `?kind=` edits one, `&version=` reads an earlier version. */
export function WorkFlowPage() {
  const [params] = useSearchParams();
  const kind = params.get('kind');
  if (kind === null) return <WorkFlowList />;
  if (!isKind(kind)) return <NotFoundState />;
  const version = Number(params.get('version'));
  return (
    <Suspense fallback={<Skeleton active />}>
      <WorkFlowEditor
        key={`${kind}-${version}`}
        kind={kind}
        version={Number.isInteger(version) && version > 0 ? version : null}
      />
    </Suspense>
  );
}
