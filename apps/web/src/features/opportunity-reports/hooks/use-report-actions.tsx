import type { ReportInfo, ReportListItem } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useDiscardReport } from '../api/discard-report';
import { reportInfoQuery } from '../api/get-report-info';
import { useSaveReport } from '../api/save-report';
import { useWithdrawReport } from '../api/withdraw-report';
import { saveBodyOf } from '../utils/save-body';
import { useAgreement } from './use-agreement';
import { ignoreReported } from '../../../lib/request';

type ReportRef = Pick<ReportListItem, 'id' | 'reportNo'>;

/**
 * The partner-side transitions shared by the list and the detail: submit (asking for the agreement
 * first when due), withdraw and discard. Each resolves true when it succeeded; refusals are shown by
 * the request module. Render `modal`.
 */
export function useReportTransitions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const agreement = useAgreement();
  const save = useSaveReport();
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

  const submit = async (report: ReportRef, info?: ReportInfo) => {
    try {
      const current = info ?? (await queryClient.fetchQuery({ ...reportInfoQuery(report.id), staleTime: 0 }));
      if (!(await agreement.ensure())) return false;
      await save.mutateAsync({ ...saveBodyOf(current), submit: true });
      notify.success(t('report.form.submitted', { reportNo: report.reportNo }));
      return true;
    } catch (error) {
      ignoreReported(error);
      return false;
    }
  };

  const withdraw = (report: ReportRef) =>
    run(
      () => withdrawReport.mutateAsync(report.id),
      t('report.detail.withdrawn', { reportNo: report.reportNo }),
    );
  const discard = (report: ReportRef) =>
    run(
      () => discardReport.mutateAsync(report.id),
      t('report.detail.discarded', { reportNo: report.reportNo }),
    );

  return { submit, withdraw, discard, modal: agreement.modal, ensureAgreement: agreement.ensure };
}
