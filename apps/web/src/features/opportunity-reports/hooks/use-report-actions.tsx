import type { ReportListItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useDiscardReport } from '../api/discard-report';
import { useSubmitReport } from '../api/submit-report';
import { useWithdrawReport } from '../api/withdraw-report';
import { useAgreement } from './use-agreement';
import { ignoreReported } from '../../../lib/request';

type ReportRef = Pick<ReportListItem, 'id' | 'reportNo' | 'rowVersion'>;

/**
 * The partner-side transitions shared by the list and the detail: submit (asking for the agreement
 * first when due), withdraw and discard. Each resolves true when it succeeded; refusals are shown by
 * the request module. Render `modal`.
 */
export function useReportTransitions() {
  const { t } = useTranslation();
  const agreement = useAgreement();
  const submitReport = useSubmitReport();
  const withdrawReport = useWithdrawReport();
  const discardReport = useDiscardReport();

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
      return true;
    } catch (error) {
      ignoreReported(error);
      return false;
    }
  };

  // Each move sends the report's id and the version the reader saw, nothing else of it.
  const submit = async (report: ReportRef) => {
    try {
      if (!(await agreement.ensure())) return false;
      await submitReport.mutateAsync({ id: report.id, rowVersion: report.rowVersion });
      notify.success(t('report.form.submitted', { reportNo: report.reportNo }));
      return true;
    } catch (error) {
      ignoreReported(error);
      return false;
    }
  };

  const withdraw = (report: ReportRef) =>
    run(
      () => withdrawReport.mutateAsync({ id: report.id, rowVersion: report.rowVersion }),
      t('report.detail.withdrawn', { reportNo: report.reportNo }),
    );
  const discard = (report: ReportRef) =>
    run(
      () => discardReport.mutateAsync({ id: report.id, rowVersion: report.rowVersion }),
      t('report.detail.discarded', { reportNo: report.reportNo }),
    );

  return { submit, withdraw, discard, modal: agreement.modal, ensureAgreement: agreement.ensure };
}
