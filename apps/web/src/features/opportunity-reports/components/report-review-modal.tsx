import type { ReportInfo } from '@portal/contract';
import { approveReportBodySchema, formats, limits, rejectReportBodySchema } from '@portal/contract';
import { Form, Input } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useApproveReport } from '../api/approve-report';
import { useRejectReport } from '../api/reject-report';

/** A reviewer approves (with an optional comment) or rejects (with a reason) a submitted report. */
export function ReportReviewModal({
  report,
  mode,
  onClose,
}: {
  report: ReportInfo;
  mode: 'approve' | 'reject';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveReport();
  const reject = useRejectReport();
  const label = mode === 'approve' ? t('report.field.comment') : t('report.field.rejectReason');
  const schema =
    mode === 'approve' ? approveReportBodySchema.shape.comment : rejectReportBodySchema.shape.reason;

  // A refusal is shown by the request module (and at the field it names); the dialog stays open.
  const finish = async ({ text }: { text?: string }) => {
    if (mode === 'approve') {
      const approved = await approve.mutateAsync({
        id: report.id,
        comment: text?.trim() || null,
        rowVersion: report.rowVersion,
      });
      notify.success(
        t('report.detail.approved', {
          reportNo: report.reportNo,
          opptNo: approved.opportunity?.opptNo ?? formats.emptyPlaceholder,
        }),
      );
    } else {
      await reject.mutateAsync({ id: report.id, reason: text ?? '', rowVersion: report.rowVersion });
      notify.success(t('report.detail.rejected', { reportNo: report.reportNo }));
    }
  };

  return (
    <FormModal<{ text?: string }>
      title={t(mode === 'approve' ? 'report.detail.approveTitle' : 'report.detail.rejectTitle', {
        reportNo: report.reportNo,
      })}
      name={`review-${mode}`}
      okText={t(mode === 'approve' ? 'report.action.approve' : 'report.action.reject')}
      danger={mode === 'reject'}
      irreversible
      onSubmit={finish}
      onClose={onClose}
    >
      {mode === 'approve' && (
        <Typography.Paragraph>
          {t('report.detail.approveNote', { days: limits.protectionDays })}
        </Typography.Paragraph>
      )}
      <Form.Item name="text" label={label} required={mode === 'reject'} rules={[schemaRule(schema, label)]}>
        <Input.TextArea rows={4} maxLength={500} showCount autoFocus />
      </Form.Item>
    </FormModal>
  );
}
