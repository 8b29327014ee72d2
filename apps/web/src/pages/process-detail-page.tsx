import type { ProcessInfo } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { ChooseRecordState } from '../components/states';
import { ProcessDetail } from '../features/processes/components/process-detail';

// The quotation's lines and totals load only on a quotation's process.
const QuotationApprovalSummary = lazy(() =>
  import('../features/quotations/components/quotation-approval-summary').then((m) => ({
    default: m.QuotationApprovalSummary,
  })),
);

/** What an approver decides on, shown on the process: a planning quotation's lines, discounts and totals. */
const subjectSummary = (process: ProcessInfo) =>
  process.kind === 'planningQuotation' ? (
    <Suspense fallback={null}>
      <QuotationApprovalSummary id={process.subjectId} />
    </Suspense>
  ) : null;

/** /process/detail?id=: one process, what it decides on, its steps and history, and the reader's actions. */
export function ProcessDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <ChooseRecordState backTo={paths.processCentre} />;
  return <ProcessDetail key={id} id={id} subjectSummary={subjectSummary} />;
}
