import { formatRegistrationNumber, formats, registrationNumberLabelKey } from '@portal/contract';
import { DateTime } from '../../../components/date-time';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Popconfirm,
  Space,
  Spin,
  Table,
  Tag,
  Timeline,
  Tooltip,
} from 'antd';
import { Typography } from '../../../components/typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { FileUpload } from '../../../components/file-upload';
import { Money } from '../../../components/money';
import { StepsBar } from '../../../components/steps';
import { useAppState } from '../../../lib/app-state';
import { companyLabel } from '../../../lib/company-label';
import { useProductLines } from '../../../lib/use-product-lines';
import { useReportInfo } from '../api/get-report-info';
import { useReportTransitions } from '../hooks/use-report-actions';
import { percent } from '../utils/labels';
import { ReportConflictPanel } from './report-conflict-panel';
import { ReportStatusTag, reportStepsOf } from './report-status-tag';
import { translateKnown } from '../../../lib/message-key';

// The review dialog (its form and Modal) loads when a reviewer first opens it.
const ReportReviewModal = lazy(() =>
  import('./report-review-modal').then((m) => ({ default: m.ReportReviewModal })),
);

/** A report: every field, lines, contacts, attachments, state, history, conflicts and the caller's actions. */
export function ReportDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const { data: report, isPending, isError } = useReportInfo(id);
  const productLines = useProductLines();
  const transitions = useReportTransitions();
  const [review, setReview] = useState<'approve' | 'reject' | null>(null);

  if (isPending)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (isError || !report)
    return (
      <Empty description={t('report.detail.chooseRecord')}>
        <Button onClick={() => navigate(paths.reportList)}>{t('report.action.back')}</Button>
      </Empty>
    );

  const can = new Set(report.actions);
  const allowed = {
    edit: can.has('edit'),
    submit: can.has('submit'),
    withdraw: can.has('withdraw'),
    discard: can.has('discard'),
    approve: can.has('approve'),
    reject: can.has('reject'),
  };
  const steps = reportStepsOf(report.status);
  const decidedLabel = report.status === 'rejected' ? t('report.status.rejected') : t('report.steps.decided');
  const fail = (index: number) => (steps.failed && steps.current === index ? 'error' : undefined);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap>
        <Space>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('report.detail.title', { reportNo: report.reportNo })}
          </Typography.Title>
          <ReportStatusTag status={report.status} />
        </Space>
        <Space wrap>
          <Button onClick={() => navigate(paths.reportList)}>{t('report.action.back')}</Button>
          {allowed.edit && (
            <Button onClick={() => navigate(paths.reportForm({ id: report.id }))}>
              {t('report.action.edit')}
            </Button>
          )}
          {allowed.submit && (
            <Button type="primary" onClick={() => void transitions.submit(report)}>
              {t('report.action.submit')}
            </Button>
          )}
          {allowed.withdraw && (
            <Popconfirm
              title={t('report.detail.withdrawConfirm', { reportNo: report.reportNo })}
              okText={t('widget.ok')}
              cancelText={t('widget.cancel')}
              onConfirm={() => transitions.withdraw(report)}
            >
              <Button>{t('report.action.withdraw')}</Button>
            </Popconfirm>
          )}
          {allowed.discard && (
            <Popconfirm
              title={t('report.detail.discardConfirm', { reportNo: report.reportNo })}
              okText={t('widget.ok')}
              cancelText={t('widget.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => transitions.discard(report)}
            >
              <Button danger>{t('report.action.discard')}</Button>
            </Popconfirm>
          )}
          {allowed.reject && (
            <Button danger onClick={() => setReview('reject')}>
              {t('report.action.reject')}
            </Button>
          )}
          {allowed.approve && (
            <Button type="primary" onClick={() => setReview('approve')}>
              {t('report.action.approve')}
            </Button>
          )}
        </Space>
      </Flex>

      <ReportConflictPanel report={report} />

      <Card size="small">
        <StepsBar
          current={steps.current}
          items={[
            { title: t('report.steps.draft'), status: fail(0) },
            {
              title:
                report.status === 'withdrawn' ? t('report.status.withdrawn') : t('report.steps.submitted'),
              content: <DateTime value={report.submittedAt} />,
              status: fail(1),
            },
            { title: decidedLabel, content: <DateTime value={report.decidedAt} />, status: fail(2) },
          ]}
        />
      </Card>

      <Card size="small" title={t('report.detail.sectionBasic')}>
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label={t('report.field.reportNo')}>{report.reportNo}</Descriptions.Item>
          <Descriptions.Item label={t('report.field.projectName')}>{report.projectName}</Descriptions.Item>
          <Descriptions.Item label={t('report.field.status')}>
            <ReportStatusTag status={report.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.partner')}>
            {companyLabel(report, language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.reporter')}>{report.reporterName}</Descriptions.Item>
          <Descriptions.Item label={t('report.field.createdAt')}>
            <DateTime value={report.createdAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.customerName')}>
            {report.customerName || formats.emptyPlaceholder}{' '}
            {!report.customerVerified && report.customerName ? (
              <Tooltip title={t('report.customer.notVerifiedHint')}>
                <Tag color="warning" data-testid="customer-not-verified">
                  {t('report.customer.notVerified')}
                </Tag>
              </Tooltip>
            ) : null}
          </Descriptions.Item>
          <Descriptions.Item label={t(registrationNumberLabelKey(report.customerCountry))}>
            {report.customerCreditCode
              ? formatRegistrationNumber(report.customerCountry, report.customerCreditCode)
              : formats.emptyPlaceholder}
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.customerRegion')}>
            {report.customerRegion
              ? t(`codeTable.REGION.${report.customerRegion}`, report.customerRegion)
              : formats.emptyPlaceholder}
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.customerAddress')}>
            {report.customerAddress ?? formats.emptyPlaceholder}
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.customerIndustry')}>
            {report.customerIndustry ?? formats.emptyPlaceholder}
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.productLine')}>
            {productLines.label(report.productLineCode)}
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.amount')}>
            <Money value={report.amount} currency={report.currency} />
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.rate')}>{percent(report.rate)}</Descriptions.Item>
          <Descriptions.Item label={t('report.field.expectedCloseDate')}>
            <DateTime value={report.expectedCloseDate} date />
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.submittedAt')}>
            <DateTime value={report.submittedAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.decidedAt')}>
            <DateTime value={report.decidedAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.decidedBy')}>
            {report.decidedByName ?? formats.emptyPlaceholder}
          </Descriptions.Item>
          {report.rejectReason && (
            <Descriptions.Item label={t('report.field.rejectReason')} span={3}>
              {report.rejectReason}
            </Descriptions.Item>
          )}
          {report.opportunity && (
            <Descriptions.Item label={t('report.field.opportunity')} span={3}>
              <Link to={paths.opportunityDetail(report.opportunity.id)}>{report.opportunity.opptNo}</Link> ·{' '}
              {t('report.field.protectedUntil')} <DateTime value={report.opportunity.protectedUntil} />
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('report.field.contacts')} span={3}>
            {report.contacts.length > 0
              ? report.contacts.map((contact) => contact.displayName).join(', ')
              : t('report.detail.noContacts')}
          </Descriptions.Item>
          <Descriptions.Item label={t('report.field.description')} span={3}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
              {report.description ?? formats.emptyPlaceholder}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card size="small" title={t('report.field.lines')}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={report.lines}
          locale={{ emptyText: t('report.form.noLines') }}
          columns={[
            { key: 'row', title: t('widget.index'), width: 60, render: (_v, _l, index) => index + 1 },
            { key: 'model', dataIndex: 'model', title: t('report.field.equipmentModel') },
            {
              key: 'description',
              title: t('report.field.description'),
              render: (_v, line) => line.modelDescription ?? formats.emptyPlaceholder,
            },
            {
              key: 'kind',
              title: t('report.field.kind'),
              render: (_v, line) => t(`codeTable.EQUIPMENT_KIND.${line.kind}`),
            },
            { key: 'quantity', dataIndex: 'quantity', title: t('report.field.quantity'), align: 'right' },
          ]}
        />
      </Card>

      <Card size="small" title={t('report.field.attachments')}>
        {report.files.length === 0 ? (
          <Typography.Text type="secondary">{t('report.detail.noFiles')}</Typography.Text>
        ) : (
          <FileUpload
            mode="list"
            disabled
            value={report.files.map((file) => ({
              id: file.id,
              name: file.name,
              url: file.docUrl,
              uploadStatus: 'finished' as const,
              percentage: 100,
            }))}
          />
        )}
      </Card>

      <Card size="small" title={t('report.detail.sectionTimeline')}>
        {report.timeline.length === 0 ? (
          <Typography.Text type="secondary">{t('report.timeline.empty')}</Typography.Text>
        ) : (
          <Timeline
            items={report.timeline.map((entry) => ({
              key: entry.id,
              content: (
                <Flex vertical>
                  <Typography.Text strong>
                    {t('report.timeline.entry', {
                      action: t(`report.timeline.${entry.action}`, entry.action),
                      actor: entry.actorName ?? t('report.timeline.system'),
                    })}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    <DateTime value={entry.createdAt} />
                    {entry.fromState && entry.toState && entry.fromState !== entry.toState
                      ? ` · ${translateKnown(t, `report.status.${entry.fromState}`)} → ${translateKnown(t, `report.status.${entry.toState}`)}`
                      : ''}
                  </Typography.Text>
                  {entry.comment && <Typography.Text>{entry.comment}</Typography.Text>}
                </Flex>
              ),
            }))}
          />
        )}
      </Card>

      {review && (
        <Suspense fallback={null}>
          <ReportReviewModal report={report} mode={review} onClose={() => setReview(null)} />
        </Suspense>
      )}
      {transitions.modal}
    </Flex>
  );
}
