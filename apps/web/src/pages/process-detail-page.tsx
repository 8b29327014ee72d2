import { useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { ChooseRecordState } from '../components/states';
import { ProcessDetail } from '../features/processes/components/process-detail';

/** /process/detail?id=: one process, its steps and history, and the reader's actions. */
export function ProcessDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <ChooseRecordState backTo={paths.processCentre} />;
  return <ProcessDetail key={id} id={id} />;
}
