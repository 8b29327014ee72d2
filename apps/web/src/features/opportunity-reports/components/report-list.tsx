import { PlusOutlined } from '@ant-design/icons';
import type { ReportListItem } from '@portal/contract';
import { DateTime } from '../../../components/date-time';
import {
  pageReportsBodySchema,
  partnerCompanyName,
  opportunityReportsExportEndpoints,
} from '@portal/contract';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toneColor } from '../../../lib/theme';
import type { RowAction } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { Money } from '../../../components/money';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { useAppState } from '../../../lib/app-state';
import { companyLabel } from '../../../lib/company-label';
import { useSession } from '../../../lib/session';
import { useReportPartners } from '../api/get-partners';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useProductLines } from '../../../lib/use-product-lines';
import { usePageReports } from '../api/page-reports';
import { useReportTransitions } from '../hooks/use-report-actions';
import { percent } from '../utils/labels';
import { ReportStatusTag, useReportStatusOptions } from './report-status-tag';
import { paths } from '../../../config/paths';

/**
 * Opportunity reports: search, sort, page, export, and the row actions the state allows. Filters live in
 * the URL: the home page's to-dos open the list filtered (`?status=submitted`, `?reporterId=`).
 */
export function ReportList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const user = useSession((s) => s.userInfo);
  const isStaff = user?.kind === 'internal';
  const statuses = useReportStatusOptions();
  const productLines = useProductLines();
  const regions = useCodeOptions('REGION');
  const { data: partners } = useReportPartners(isStaff);
  const transitions = useReportTransitions();

  const productLineOptions = productLines.options;
  const partnerOptions = (partners ?? []).map((partner) => ({
    value: partner.id,
    label: partnerCompanyName(partner, language),
  }));

  const list = useList(
    defineList<typeof pageReportsBodySchema, ReportListItem>({
      name: 'opportunity-reports',
      schema: pageReportsBodySchema,
      columns: [
        {
          key: 'reportNo',
          title: 'report.field.reportNo',
          kind: 'code',
          sortField: 'reportNo',
          // A real link: it opens in a new tab too, like every record number.
          render: (report) => <Link to={paths.reportDetail(report.id)}>{report.reportNo}</Link>,
        },
        {
          key: 'status',
          title: 'report.field.status',
          kind: 'status',
          samples: statuses.map((status) => status.label),
          render: (report) => (
            <Space size={4} wrap>
              <ReportStatusTag status={report.status} />
              {report.conflict && <Tag color={toneColor('error')}>{t('report.list.conflict')}</Tag>}
            </Space>
          ),
        },
        {
          key: 'projectName',
          title: 'report.field.projectName',
          kind: 'name',
          dataIndex: 'projectName',
          sortField: 'projectName',
        },
        { key: 'customerName', title: 'report.field.customerName', kind: 'name', dataIndex: 'customerName' },
        {
          key: 'productLine',
          optional: true,
          title: 'report.field.productLine',
          kind: 'text',
          render: (report) => productLines.label(report.productLineCode),
        },
        {
          key: 'amount',
          title: 'report.field.amount',
          kind: 'amount',
          sortField: 'amount',
          render: (report) => <Money value={report.amount} currency={report.currency} />,
        },
        {
          key: 'rate',
          optional: true,
          title: 'report.field.rate',
          kind: 'count',
          render: (report) => percent(report.rate),
        },
        {
          key: 'expectedCloseDate',
          optional: true,
          title: 'report.field.expectedCloseDate',
          kind: 'date',
          sortField: 'expectedCloseDate',
          render: (report) => <DateTime value={report.expectedCloseDate} date />,
        },
        {
          key: 'partner',
          optional: true,
          title: 'report.field.partner',
          kind: 'name',
          hidden: !isStaff,
          render: (report) => companyLabel(report, language),
        },
        {
          key: 'reporter',
          optional: true,
          title: 'report.field.reporter',
          kind: 'name',
          dataIndex: 'reporterName',
        },
        {
          key: 'createdAt',
          optional: true,
          title: 'report.field.createdAt',
          kind: 'date-time',
          sortField: 'createdAt',
          dataIndex: 'createdAt',
        },
        {
          key: 'submittedAt',
          optional: true,
          title: 'report.field.submittedAt',
          kind: 'date-time',
          dataIndex: 'submittedAt',
        },
      ],
      filters: [
        {
          name: 'keyword',
          label: 'report.field.keyword',
          control: { kind: 'text', placeholder: t('report.list.keywordPlaceholder') },
        },
        {
          name: 'productLineCode',
          label: 'report.field.productLine',
          control: { kind: 'select', options: productLineOptions },
        },
        {
          name: 'status',
          label: 'report.field.status',
          control: { kind: 'select', options: statuses, multiple: true },
          span: 6,
        },
        {
          name: 'createdFrom',
          label: 'report.field.createdRange',
          control: { kind: 'dateRange', to: 'createdTo' },
        },
        {
          name: 'companyId',
          label: 'report.field.partner',
          control: { kind: 'select', options: partnerOptions, placeholder: t('report.list.allPartners') },
          span: 6,
          hidden: !isStaff,
        },
        {
          name: 'region',
          label: 'report.field.partnerRegion',
          control: { kind: 'select', options: regions.options },
          span: 6,
          hidden: !isStaff,
        },
      ],
    }),
  );
  const page = usePageReports(list.query);

  /**
   * A row offers the actions the server answered with it (approve and reject are taken on the detail,
   * where the reviewer sees the conflicts); viewing is always offered.
   */
  const actions = (report: ReportListItem): RowAction[] => {
    const allowed = new Set(report.actions);
    const shown: RowAction[] = [
      { key: 'view', label: t('report.action.view'), onClick: () => navigate(paths.reportDetail(report.id)) },
    ];
    if (allowed.has('edit'))
      shown.push({
        key: 'edit',
        label: t('report.action.edit'),
        onClick: () => navigate(paths.reportForm({ id: report.id })),
      });
    if (allowed.has('submit'))
      shown.push({
        key: 'submit',
        label: t('report.action.submit'),
        onClick: () => transitions.submit(report),
      });
    if (allowed.has('withdraw'))
      shown.push({
        key: 'withdraw',
        label: t('report.action.withdraw'),
        confirm: t('report.detail.withdrawConfirm', { reportNo: report.reportNo }),
        onClick: () => transitions.withdraw(report),
      });
    if (allowed.has('discard'))
      shown.push({
        key: 'discard',
        label: t('report.action.discard'),
        danger: true,
        confirm: t('report.detail.discardConfirm', { reportNo: report.reportNo }),
        onClick: () => transitions.discard(report),
      });
    return shown;
  };

  return (
    <>
      <ListScreen
        list={list}
        page={page}
        rowKey="id"
        actions={actions}
        toolbar={
          <>
            <ExportButton
              endpoint={opportunityReportsExportEndpoints.exportReports}
              body={list.exportFilter}
            />
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(paths.reportForm())}
            >
              {t('report.action.create')}
            </Button>
          </>
        }
      />
      {transitions.modal}
    </>
  );
}
