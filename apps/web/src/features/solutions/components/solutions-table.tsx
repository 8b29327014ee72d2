import type { Solution } from '@portal/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DateTime } from '../../../components/date-time';
import { Money } from '../../../components/money';
import { usePageSolutions } from '../api/page-solutions';
import { SolutionStatusTag } from './solution-status-tag';

/** The latest versions of the solutions of one opportunity or one customer (the server scopes a partner). */
export function SolutionsTable({ filter }: { filter: { opportunityId?: number; customerId?: number } }) {
  const { t } = useTranslation();
  const { data, isPending } = usePageSolutions({ ...filter, pageNum: 1, pageSize: 50 });
  return (
    <Table<Solution>
      size="small"
      rowKey="id"
      loading={isPending}
      pagination={false}
      dataSource={data?.list ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('solution.none') }}
      columns={[
        {
          key: 'no',
          title: t('solution.field.solutionNo'),
          render: (_v, solution) => <Link to={paths.solutionDesign(solution.id)}>{solution.solutionNo}</Link>,
        },
        {
          key: 'version',
          title: t('solution.field.version'),
          render: (_v, solution) => `v${solution.version}`,
        },
        { key: 'title', title: t('solution.field.title'), dataIndex: 'title' },
        {
          key: 'status',
          title: t('solution.field.status'),
          render: (_v, solution) => <SolutionStatusTag status={solution.status} />,
        },
        {
          key: 'total',
          title: t('solution.field.listTotal'),
          align: 'right',
          render: (_v, solution) => <Money value={solution.listTotal} currency={solution.currency} />,
        },
        {
          key: 'updatedAt',
          title: t('solution.field.updatedAt'),
          render: (_v, solution) => <DateTime value={solution.updatedAt} />,
        },
      ]}
    />
  );
}
