import { PlusOutlined } from '@ant-design/icons';
import type { Solution } from '@portal/contract';
import { pageSolutionsBodySchema, permissions, solutionsExportEndpoints } from '@portal/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { RowAction } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { Money } from '../../../components/money';
import { Can } from '../../../lib/can';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useSession } from '../../../lib/session';
import { useMoveSolution } from '../api/move-solution';
import { usePageSolutions } from '../api/page-solutions';
import { SolutionStatusTag, useSolutionStatusOptions } from './solution-status-tag';

/** Solutions: search (number, title, project, customer), status, earlier versions; open one; export. */
export function SolutionList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const statuses = useSolutionStatusOptions();
  const move = useMoveSolution();

  const list = useList(
    defineList<typeof pageSolutionsBodySchema, Solution>({
      name: 'solutions',
      schema: pageSolutionsBodySchema,
      columns: [
        {
          key: 'solutionNo',
          title: 'solution.field.solutionNo',
          kind: 'code',
          sortField: 'solutionNo',
          render: (solution) => <Link to={paths.solutionDesign(solution.id)}>{solution.solutionNo}</Link>,
        },
        {
          key: 'status',
          title: 'solution.field.status',
          kind: 'status',
          samples: statuses.map((status) => status.label),
          render: (solution) => <SolutionStatusTag status={solution.status} />,
        },
        { key: 'version', title: 'solution.field.version', kind: 'count', render: (s) => `v${s.version}` },
        { key: 'title', title: 'solution.field.title', kind: 'name', render: (solution) => solution.title },
        {
          key: 'opptNo',
          optional: true,
          title: 'solution.field.opportunity',
          kind: 'code',
          dataIndex: 'opptNo',
        },
        {
          key: 'customer',
          optional: true,
          title: 'solution.field.customer',
          kind: 'name',
          render: (s) => s.customerName,
        },
        {
          key: 'company',
          optional: true,
          title: 'solution.field.company',
          kind: 'name',
          hidden: !isStaff,
          render: (solution) => solution.companyName,
        },
        {
          key: 'designer',
          optional: true,
          title: 'solution.field.designer',
          kind: 'name',
          render: (solution) => solution.designerName ?? '--',
        },
        {
          key: 'listTotal',
          optional: true,
          title: 'solution.field.listTotal',
          kind: 'amount',
          render: (solution) => <Money value={solution.listTotal} currency={solution.currency} />,
        },
        {
          key: 'updatedAt',
          optional: true,
          title: 'solution.field.updatedAt',
          kind: 'date-time',
          sortField: 'updatedAt',
          dataIndex: 'updatedAt',
        },
      ],
      filters: [
        { name: 'keyword', label: 'solution.field.keyword', control: { kind: 'text' } },
        {
          name: 'status',
          label: 'solution.field.status',
          control: { kind: 'select', options: statuses, multiple: true },
        },
        {
          name: 'allVersions',
          label: 'solution.field.allVersions',
          control: {
            kind: 'select',
            options: [
              { value: 'false', label: t('solution.filter.latestOnly') },
              { value: 'true', label: t('solution.filter.allVersions') },
            ],
          },
        },
      ],
    }),
  );
  const page = usePageSolutions(list.query);

  const actions = (solution: Solution): RowAction[] => [
    {
      key: 'view',
      label: t(solution.actions.includes('edit') ? 'solution.action.edit' : 'solution.action.view'),
      onClick: () => navigate(paths.solutionDesign(solution.id)),
    },
    {
      key: 'delete',
      label: t('solution.action.delete'),
      danger: true,
      hidden: !solution.actions.includes('delete'),
      confirm: t('solution.confirm.delete', { no: solution.solutionNo }),
      onClick: async () => {
        try {
          await move.mutateAsync({ action: 'delete', id: solution.id, rowVersion: solution.rowVersion });
          notify.success(t('solution.done.delete', { no: solution.solutionNo }));
        } catch (error) {
          // Shown by the request module.
          ignoreReported(error);
        }
      },
    },
  ];

  return (
    <ListScreen
      list={list}
      page={page}
      rowKey="id"
      actions={actions}
      toolbar={
        <>
          <ExportButton endpoint={solutionsExportEndpoints.exportSolutions} body={list.exportFilter} />
          <Can code={permissions.solutionDesign}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(paths.solutionNew())}
            >
              {t('solution.create')}
            </Button>
          </Can>
        </>
      }
    />
  );
}
