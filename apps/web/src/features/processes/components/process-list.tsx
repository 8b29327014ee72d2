import type { ProcessListItem, ProcessView } from '@portal/contract';
import { pageProcessesBodySchema } from '@portal/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { RowAction } from '../../../components/data-grid';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { usePageProcesses } from '../api/process-api';
import {
  ProcessStatusTag,
  useProcessKindOptions,
  useProcessStatusOptions,
  useProcessStatusSamples,
} from './process-status-tag';

/**
 * One view of the process centre: my to-dos (steps waiting for me, all processing), what I submitted, what I
 * handled, or all (administrators). Search by number or title, kind, status, submission time, paging; the
 * server answers only the processes the reader takes part in (a partner: its company's).
 */
export function ProcessList({ view }: { view: ProcessView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kinds = useProcessKindOptions();
  const statuses = useProcessStatusOptions();
  const statusSamples = useProcessStatusSamples();
  const todo = view === 'todo';

  const list = useList(
    defineList<typeof pageProcessesBodySchema, ProcessListItem>({
      schema: pageProcessesBodySchema,
      columns: [
        {
          key: 'subjectNo',
          title: 'processCentre.field.subjectNo',
          kind: 'code',
          samples: ['BR20261124000000'],
          render: (row) => <Link to={paths.processDetail(row.id)}>{row.subjectNo}</Link>,
        },
        {
          key: 'title',
          title: 'processCentre.field.title',
          kind: 'text',
          render: (row) => (
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text ellipsis={{ tooltip: row.title }}>{row.title}</Typography.Text>
              <Typography.Text type="secondary" ellipsis>
                {t(`process.kind.${row.kind}`)}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'status',
          title: 'processCentre.field.status',
          kind: 'status',
          samples: statusSamples,
          render: (row) => <ProcessStatusTag status={row.status} outcome={row.outcome} />,
        },
        {
          key: 'step',
          title: 'processCentre.field.step',
          kind: 'name',
          render: (row) => row.stepName ?? '--',
        },
        {
          key: 'submitter',
          title: 'processCentre.field.submitter',
          kind: 'name',
          dataIndex: 'submitterName',
        },
        {
          key: 'startedAt',
          title: 'processCentre.field.startedAt',
          kind: 'date-time',
          dataIndex: 'startedAt',
        },
        {
          key: 'dueAt',
          title: 'processCentre.field.dueAt',
          kind: 'date-time',
          dataIndex: 'dueAt',
          hidden: !todo,
        },
        {
          key: 'finishedAt',
          title: 'processCentre.field.finishedAt',
          kind: 'date-time',
          dataIndex: 'finishedAt',
          hidden: todo,
        },
      ],
      filters: [
        { name: 'keyword', label: 'processCentre.field.keyword', control: { kind: 'text' } },
        { name: 'kind', label: 'processCentre.field.kind', control: { kind: 'select', options: kinds } },
        // Every to-do is processing: no status to choose there.
        {
          name: 'status',
          label: 'processCentre.field.status',
          control: { kind: 'select', options: statuses },
          hidden: todo,
        },
        {
          name: 'submittedFrom',
          label: 'processCentre.field.startedAt',
          control: { kind: 'dateRange', to: 'submittedTo' },
          span: 8,
        },
      ],
    }),
    { view },
  );
  const page = usePageProcesses(list.query);

  const actions = (row: ProcessListItem): RowAction[] => [
    {
      key: 'view',
      label: t('processCentre.action.view'),
      onClick: () => void navigate(paths.processDetail(row.id)),
    },
  ];

  return <ListScreen list={list} page={page} rowKey="id" actions={actions} />;
}
