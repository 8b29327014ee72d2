import { ProcessCentre } from '../features/processes/components/process-centre';

/** /process/index: the process centre (to-dos, submitted, handled, all). */
export function ProcessCentrePage() {
  return <ProcessCentre />;
}
