import type { ProcessKind } from '@portal/contract';
import { processKinds } from '@portal/contract';
import { useSearchParams } from 'react-router';
import { NotFoundState } from '../components/states';
import { WorkFlowEditor } from '../features/work-flows/components/work-flow-editor';
import { WorkFlowList } from '../features/work-flows/components/work-flow-list';

const isKind = (value: string): value is ProcessKind => (processKinds as readonly string[]).includes(value);

/** /work-flows: the kinds and their work flows; `?kind=` edits one, `&version=` reads an earlier version. */
export function WorkFlowPage() {
  const [params] = useSearchParams();
  const kind = params.get('kind');
  if (kind === null) return <WorkFlowList />;
  if (!isKind(kind)) return <NotFoundState />;
  const version = Number(params.get('version'));
  return (
    <WorkFlowEditor
      key={`${kind}-${version}`}
      kind={kind}
      version={Number.isInteger(version) && version > 0 ? version : null}
    />
  );
}
