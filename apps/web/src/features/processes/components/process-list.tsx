import type { ProcessListItem, ProcessView } from '@portal/contract';
import { formats, pageProcessesBodySchema } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { RowAction } from '../../../components/data-grid';
import { formatDateTime } from '../../../components/format';
import { TwoLines } from '../../../components/two-lines';
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
 * handled, or all (administrators). Search by number or title, kind, status, submission time; sort by
 * number, status, submission, due time (to-dos) or end; paging. The server answers only the processes the
 * reader takes part in (a partner: its company's).
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
      name: 'processes',
      schema: pageProcessesBodySchema,
      columns: [
        {
          key: 'subjectNo',
          title: 'processCentre.field.subjectNo',
          kind: 'code',
          samples: ['BR20261124000000'],
          sortField: 'subjectNo',
          render: (row) => <Link to={paths.processDetail(row.id)}>{row.subjectNo}</Link>,
        },
        {
          key: 'title',
          title: 'processCentre.field.title',
          kind: 'text',
          render: (row) => <TwoLines first={row.title} second={t(`process.kind.${row.kind}`)} />,
        },
        {
          key: 'status',
          title: 'processCentre.field.status',
          kind: 'status',
          samples: statusSamples,
          sortField: 'status',
          render: (row) => <ProcessStatusTag status={row.status} outcome={row.outcome} />,
        },
        // The step with, in the to-dos, when it is due: the list fits a 1366-wide screen.
        {
          key: 'step',
          title: todo ? 'processCentre.field.stepDue' : 'processCentre.field.step',
          kind: 'name',
          // The to-dos show when each step is due, and sort by it.
          ...(todo ? { sortField: 'dueAt' as const } : {}),
          render: (row) =>
            todo ? (
              <TwoLines first={row.stepName ?? '--'} second={formatDateTime(row.dueAt, formats.dateTime)} />
            ) : (
              (row.stepName ?? '--')
            ),
        },
        {
          key: 'submitted',
          optional: true,
          title: 'processCentre.field.submitted',
          kind: 'name',
          sortField: 'startedAt',
          render: (row) => (
            <TwoLines first={row.submitterName} second={formatDateTime(row.startedAt, formats.dateTime)} />
          ),
        },
        {
          key: 'finishedAt',
          optional: true,
          title: 'processCentre.field.finishedAt',
          kind: 'date-time',
          dataIndex: 'finishedAt',
          sortField: 'finishedAt',
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
