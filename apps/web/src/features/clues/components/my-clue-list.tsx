import type { Clue } from '@portal/contract';
import { clueSortFields, clueStatuses, cluesEndpoints, formats, limits } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Card, Flex, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataGrid } from '../../../components/data-grid';
import { urlOneOrMany } from '../../../lib/url-filters';
import { ExportButton } from '../../../components/export-button';
import { columnSortOrder, sortFromSorter } from '../../../components/table-sort';
import type { MyClueFilters } from '../api/clue-keys';
import { usePageMyClues } from '../api/page-my-clues';
import { useClueCodes, useClueLabels } from '../hooks/use-clue-options';
import { useCluePartnerActions } from './clue-partner-actions';
import { cluePaths } from './clue-paths';
import { ClueSearch, filtersOf } from './clue-search';
import type { ClueSearchValues } from './clue-search';
import { ClueStatusTag } from './clue-status-tag';
import { DateTime } from '../../../components/date-time';

type SortField = (typeof clueSortFields)[number];

/** My clues (partner users): the company's clues to accept, follow up, convert, return or close. */
export function MyClueList() {
  const { t } = useTranslation();
  const labels = useClueLabels();
  const codes = useClueCodes();
  // A link may open the list filtered (`?status=assigned&status=following`): the filters start from the URL.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<MyClueFilters>(() => {
    const status = urlOneOrMany(params, 'status', clueStatuses);
    return { pageNum: 1, pageSize: limits.defaultPageSize, ...(status ? { status } : {}) };
  });
  const { data, isFetching } = usePageMyClues(filters);
  const partner = useCluePartnerActions();

  const search = (values: ClueSearchValues) => {
    const { companyId: _company, ...rest } = filtersOf(values);
    setFilters((current) => ({
      pageNum: 1,
      pageSize: current.pageSize,
      sortField: current.sortField,
      sortOrder: current.sortOrder,
      ...rest,
    }));
  };
  const sort = (sorter: SorterResult<Clue> | SorterResult<Clue>[]) =>
    setFilters((current) => {
      const { sortField: _field, sortOrder: _order, ...rest } = current;
      return { ...rest, pageNum: 1, ...sortFromSorter(sorter, clueSortFields) };
    });
  const sortOrderOf = (field: SortField) => columnSortOrder(filters, field);

  const columns: TableColumnsType<Clue> = [
    {
      key: 'clueNo',
      title: t('clue.field.clueNo'),
      sorter: true,
      sortOrder: sortOrderOf('clueNo'),
      render: (_value, clue) => <Link to={cluePaths.detail(clue.id)}>{clue.clueNo}</Link>,
    },
    {
      key: 'customerName',
      dataIndex: 'customerName',
      title: t('clue.field.customerName'),
      sorter: true,
      sortOrder: sortOrderOf('customerName'),
    },
    {
      key: 'contact',
      title: t('clue.field.contactName'),
      render: (_value, clue) => (
        <Flex vertical>
          <span>{clue.contactName ?? formats.emptyPlaceholder}</span>
          {clue.contactPhone && <Typography.Text type="secondary">{clue.contactPhone}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'source', title: t('clue.field.source'), render: (_value, clue) => labels.source(clue.source) },
    {
      key: 'productLine',
      title: t('clue.field.productLineCode'),
      render: (_value, clue) => codes.productLines.label(clue.productLineCode),
    },
    {
      key: 'region',
      title: t('clue.field.region'),
      render: (_value, clue) => codes.regions.label(clue.region),
    },
    {
      key: 'assignee',
      title: t('clue.field.assignee'),
      render: (_value, clue) => clue.assigneeName ?? formats.emptyPlaceholder,
    },
    {
      key: 'status',
      title: t('clue.field.status'),
      sorter: true,
      sortOrder: sortOrderOf('status'),
      render: (_value, clue) =>
        clue.status === 'converted' && clue.convertedReportId !== null ? (
          <Flex vertical align="start">
            <ClueStatusTag status={clue.status} />
            <Link to={cluePaths.report(clue.convertedReportId)}>{clue.convertedReportNo}</Link>
          </Flex>
        ) : (
          <ClueStatusTag status={clue.status} />
        ),
    },
    {
      key: 'lastFollowUpAt',
      title: t('clue.field.lastFollowUpAt'),
      render: (_value, clue) => <DateTime value={clue.lastFollowUpAt} />,
    },
    {
      key: 'assignedAt',
      title: t('clue.field.assignedAt'),
      sorter: true,
      sortOrder: sortOrderOf('assignedAt'),
      render: (_value, clue) => <DateTime value={clue.assignedAt} />,
    },
  ];

  const { pageNum: _pageNum, pageSize: _pageSize, ...exportFilter } = filters;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <ClueSearch onSearch={search} loading={isFetching} withCompany={false} />
      </Card>
      <Card size="small">
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <ExportButton endpoint={cluesEndpoints.exportMyClues} body={exportFilter} />
        </Flex>
        <DataGrid<Clue>
          rowKey="id"
          showIndex
          loading={isFetching}
          dataSource={data?.list ?? []}
          columns={columns}
          actions={partner.actions}
          size="small"
          scroll={{ x: 'max-content' }}
          onChange={(_filters, sorter) => sort(sorter)}
          pagination={{
            pageNum: filters.pageNum,
            pageSize: filters.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setFilters((current) => ({ ...current, pageNum, pageSize })),
          }}
        />
      </Card>
      {partner.modals}
    </Flex>
  );
}
