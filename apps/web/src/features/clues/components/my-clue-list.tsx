import type { Clue } from '@portal/contract';
import { pageMyCluesBodySchema, cluesExportEndpoints } from '@portal/contract';
import { Flex } from 'antd';
import { Link } from 'react-router';
import { ExportButton } from '../../../components/export-button';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { usePageMyClues } from '../api/page-my-clues';
import { useClueListParts } from './clue-list-parts';
import { useCluePartnerActions } from './clue-partner-actions';
import { ClueStatusTag } from './clue-status-tag';
import { paths } from '../../../config/paths';

/**
 * My clues (partner users): the company's clues to accept, follow up, convert, return or close. Filters,
 * sort and page are in the URL (a to-do opens it as `?status=assigned&status=following`).
 */
export function MyClueList() {
  const { columns, filters, statusSamples } = useClueListParts();
  const partner = useCluePartnerActions();
  const list = useList(
    defineList<typeof pageMyCluesBodySchema, Clue>({
      name: 'my-clues',
      schema: pageMyCluesBodySchema,
      columns: [
        columns.clueNo,
        {
          key: 'status',
          title: 'clue.field.status',
          kind: 'status',
          sortField: 'status',
          // A converted clue links to the report made from it, under its tag.
          samples: [...statusSamples, 'BR2026000000'],
          render: (clue) =>
            clue.status === 'converted' && clue.convertedReportId !== null ? (
              <Flex vertical align="start">
                <ClueStatusTag status={clue.status} />
                <Link to={paths.reportDetail(clue.convertedReportId)}>{clue.convertedReportNo}</Link>
              </Flex>
            ) : (
              <ClueStatusTag status={clue.status} />
            ),
        },
        columns.customerName,
        { ...columns.assignee, optional: true },
        { ...columns.contact, optional: true },
        { ...columns.source, optional: true },
        { ...columns.productLine, optional: true },
        { ...columns.region, optional: true },
        {
          key: 'lastFollowUpAt',
          optional: true,
          title: 'clue.field.lastFollowUpAt',
          kind: 'date-time',
          dataIndex: 'lastFollowUpAt',
        },
        { ...columns.assignedAt, optional: true },
      ],
      filters: [
        filters.keyword,
        filters.status,
        filters.source,
        filters.productLineCode,
        filters.region,
        filters.created,
      ],
    }),
  );
  const page = usePageMyClues(list.query);

  return (
    <>
      <ListScreen
        list={list}
        page={page}
        rowKey="id"
        actions={partner.actions}
        toolbar={<ExportButton endpoint={cluesExportEndpoints.exportMyClues} body={list.exportFilter} />}
      />
      {partner.modals}
    </>
  );
}
