import { PlusOutlined } from '@ant-design/icons';
import type { ReportListItem, ReportStatus } from '@portal/contract';
import {
  limits,
  opportunityReportsEndpoints,
  partnerCompanyName,
  reportSortFields,
  reportStatuses,
} from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, DatePicker, Flex, Input, Space, Tag } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { RowAction } from '../../../components/data-grid';
import { DataGrid } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { formatDate, formatMoney } from '../../../components/format';
import { SearchBox } from '../../../components/search-box';
import { SelectField } from '../../../components/select-field';
import { columnSortOrder, sortFromSorter } from '../../../components/table-sort';
import { useAppState } from '../../../lib/app-state';
import { companyLabel } from '../../../lib/company-label';
import { useSession } from '../../../lib/session';
import { urlId, urlOneOrMany } from '../../../lib/url-filters';
import { useReportPartners } from '../api/get-partners';
import { useProductLines } from '../../../lib/use-product-lines';
import { usePageReports } from '../api/page-reports';
import type { ReportFilters } from '../api/report-keys';
import { useReportTransitions } from '../hooks/use-report-actions';
import { percent, productLineName } from '../utils/labels';
import { DateTime } from '../../../components/date-time';
import { ReportStatusTag, useReportStatusOptions } from './report-status-tag';
import { toneColor } from '../../../app/theme';

interface SearchValues {
  keyword?: string;
  productLineCode?: string;
  status?: ReportStatus;
  companyId?: number;
  created?: [Dayjs | null, Dayjs | null] | null;
}

type SortField = (typeof reportSortFields)[number];

export const reportPaths = {
  list: '/business/oppt-filing',
  add: (query: { id?: number; clueId?: number } = {}) =>
    `/business/oppt-filing/add${query.id ? `?id=${query.id}` : query.clueId ? `?clueId=${query.clueId}` : ''}`,
  detail: (id: number) => `/business/oppt-filing/detail?id=${id}`,
};

/** Opportunity reports: search, sort, page, export, and the row actions the state allows. */
export function ReportList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const user = useSession((s) => s.userInfo);
  const isStaff = user?.kind === 'internal';
  const statuses = useReportStatusOptions();
  const productLines = useProductLines();
  const { data: partners } = useReportPartners(isStaff);
  // A link may open the list filtered (`?status=submitted`): the filters start from the URL.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<ReportFilters>(() => {
    const status = urlOneOrMany(params, 'status', reportStatuses);
    const reporterId = urlId(params, 'reporterId');
    return {
      pageNum: 1,
      pageSize: limits.defaultPageSize,
      ...(status ? { status } : {}),
      ...(reporterId ? { reporterId } : {}),
    };
  });
  const { data, isFetching } = usePageReports(filters);
  const transitions = useReportTransitions();

  const search = (values: SearchValues) => {
    const keyword = values.keyword?.trim();
    const [from, to] = values.created ?? [];
    setFilters((current) => ({
      pageNum: 1,
      pageSize: current.pageSize,
      sortField: current.sortField,
      sortOrder: current.sortOrder,
      ...(keyword ? { keyword } : {}),
      ...(values.productLineCode ? { productLineCode: values.productLineCode } : {}),
      ...(values.status ? { status: values.status } : {}),
      ...(values.companyId ? { companyId: values.companyId } : {}),
      ...(from ? { createdFrom: from.startOf('day').toISOString() } : {}),
      ...(to ? { createdTo: to.endOf('day').toISOString() } : {}),
    }));
  };

  const sort = (sorter: SorterResult<ReportListItem> | SorterResult<ReportListItem>[]) =>
    setFilters((current) => {
      const { sortField: _field, sortOrder: _order, ...rest } = current;
      return { ...rest, pageNum: 1, ...sortFromSorter(sorter, reportSortFields) };
    });
  const sortOrderOf = (field: SortField) => columnSortOrder(filters, field);

  /**
   * A row offers the actions the server answered with it (approve and reject are taken on the detail,
   * where the reviewer sees the conflicts); viewing is always offered.
   */
  const actions = (report: ReportListItem): RowAction[] => {
    const allowed = new Set(report.actions);
    const list: RowAction[] = [
      { key: 'view', label: t('report.action.view'), onClick: () => navigate(reportPaths.detail(report.id)) },
    ];
    if (allowed.has('edit'))
      list.push({
        key: 'edit',
        label: t('report.action.edit'),
        onClick: () => navigate(reportPaths.add({ id: report.id })),
      });
    if (allowed.has('submit'))
      list.push({
        key: 'submit',
        label: t('report.action.submit'),
        onClick: () => transitions.submit(report),
      });
    if (allowed.has('withdraw'))
      list.push({
        key: 'withdraw',
        label: t('report.action.withdraw'),
        confirm: t('report.detail.withdrawConfirm', { reportNo: report.reportNo }),
        onClick: () => transitions.withdraw(report),
      });
    if (allowed.has('discard'))
      list.push({
        key: 'discard',
        label: t('report.action.discard'),
        danger: true,
        confirm: t('report.detail.discardConfirm', { reportNo: report.reportNo }),
        onClick: () => transitions.discard(report),
      });
    return list;
  };

  const columns: TableColumnsType<ReportListItem> = [
    {
      key: 'reportNo',
      title: t('report.field.reportNo'),
      sorter: true,
      sortOrder: sortOrderOf('reportNo'),
      render: (_value, report) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => navigate(reportPaths.detail(report.id))}
        >
          {report.reportNo}
        </Button>
      ),
    },
    {
      key: 'projectName',
      dataIndex: 'projectName',
      title: t('report.field.projectName'),
      sorter: true,
      sortOrder: sortOrderOf('projectName'),
      ellipsis: true,
    },
    { key: 'customerName', dataIndex: 'customerName', title: t('report.field.customerName'), ellipsis: true },
    {
      key: 'productLine',
      title: t('report.field.productLine'),
      render: (_value, report) => productLines.label(report.productLineCode),
    },
    {
      key: 'amount',
      title: t('report.field.amount'),
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf('amount'),
      render: (_value, report) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(report.amount)} {report.amount ? report.currency : ''}
        </span>
      ),
    },
    {
      key: 'rate',
      title: t('report.field.rate'),
      align: 'right',
      render: (_value, report) => percent(report.rate),
    },
    {
      key: 'expectedCloseDate',
      title: t('report.field.expectedCloseDate'),
      sorter: true,
      sortOrder: sortOrderOf('expectedCloseDate'),
      render: (_value, report) => formatDate(report.expectedCloseDate),
    },
    {
      key: 'status',
      title: t('report.field.status'),
      render: (_value, report) => (
        <Space size={4}>
          <ReportStatusTag status={report.status} />
          {report.conflict && <Tag color={toneColor('error')}>{t('report.list.conflict')}</Tag>}
        </Space>
      ),
    },
    ...(isStaff
      ? [
          {
            key: 'partner',
            title: t('report.field.partner'),
            ellipsis: true,
            render: (_value: unknown, report: ReportListItem) => companyLabel(report, language),
          },
        ]
      : []),
    { key: 'reporter', dataIndex: 'reporterName', title: t('report.field.reporter') },
    {
      key: 'createdAt',
      title: t('report.field.createdAt'),
      sorter: true,
      sortOrder: sortOrderOf('createdAt'),
      render: (_value, report) => <DateTime value={report.createdAt} />,
    },
    {
      key: 'submittedAt',
      title: t('report.field.submittedAt'),
      render: (_value, report) => <DateTime value={report.submittedAt} />,
    },
  ];

  const productLineOptions = productLines.options;
  const partnerOptions = (partners ?? []).map((partner) => ({
    value: partner.id,
    label: partnerCompanyName(partner, language),
  }));
  const { pageNum: _pageNum, pageSize: _pageSize, ...exportFilter } = filters;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <SearchBox<SearchValues>
          loading={isFetching}
          initialValues={typeof filters.status === 'string' ? { status: filters.status } : {}}
          onSearch={search}
          fields={[
            {
              name: 'keyword',
              label: t('report.field.keyword'),
              span: 6,
              node: <Input allowClear maxLength={200} placeholder={t('report.list.keywordPlaceholder')} />,
            },
            {
              name: 'productLineCode',
              label: t('report.field.productLine'),
              span: 4,
              node: <SelectField options={productLineOptions} />,
            },
            {
              name: 'status',
              label: t('report.field.status'),
              span: 4,
              node: <SelectField options={statuses} />,
            },
            {
              name: 'created',
              label: t('report.field.createdRange'),
              span: 6,
              node: <DatePicker.RangePicker style={{ width: '100%' }} />,
            },
            ...(isStaff
              ? [
                  {
                    name: 'companyId',
                    label: t('report.field.partner'),
                    span: 6,
                    node: <SelectField options={partnerOptions} placeholder={t('report.list.allPartners')} />,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card size="small">
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Space>
            <ExportButton endpoint={opportunityReportsEndpoints.exportReports} body={exportFilter} />
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(reportPaths.add())}
            >
              {t('report.action.create')}
            </Button>
          </Space>
        </Flex>
        <DataGrid<ReportListItem>
          rowKey="id"
          showIndex
          loading={isFetching}
          dataSource={data?.list ?? []}
          columns={columns}
          actions={actions}
          actionsWidth={220}
          size="small"
          scroll={{ x: 1500 }}
          onChange={(_filters, sorter) => sort(sorter)}
          pagination={{
            pageNum: filters.pageNum,
            pageSize: filters.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setFilters((current) => ({ ...current, pageNum, pageSize })),
          }}
        />
      </Card>
      {transitions.modal}
    </Flex>
  );
}
