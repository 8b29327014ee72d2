import type { SolutionInfo } from '@portal/contract';
import { Alert, Card, Descriptions, Flex, List, Spin } from 'antd';
import { Typography } from '../../../components/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LoadErrorState } from '../../../components/states';
import { DateTime } from '../../../components/date-time';
import { Money } from '../../../components/money';
import { hasMenu, useSession } from '../../../lib/session';
import { useSolutionInfo } from '../api/get-solution-info';
import { downloadSolutionFile } from '../api/download-solution-file';
import type { LineItemPickers } from './solution-lines';
import { SolutionActions } from './solution-actions';
import { SolutionForm } from './solution-form';
import { SolutionLinesTable } from './solution-lines';
import { SolutionStatusTag } from './solution-status-tag';

/** One solution version read: what it designs, its prices, documents and versions. */
function SolutionView({ solution, onEdit }: { solution: SolutionInfo; onEdit: () => void }) {
  const { t } = useTranslation();
  const canOpenOpportunity = useSession((s) => hasMenu('business.opptList', s));
  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={
          <Flex gap={8} align="center" wrap>
            <span>{`${solution.solutionNo} · v${solution.version}`}</span>
            <SolutionStatusTag status={solution.status} />
          </Flex>
        }
        extra={<SolutionActions solution={solution} onEdit={onEdit} />}
      >
        {solution.status === 'returned' && solution.returnReason ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('solution.field.returnReason')}
            description={solution.returnReason}
          />
        ) : null}
        {!solution.latest ? (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('solution.refused.revised')} />
        ) : null}
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'title', label: t('solution.field.title'), children: solution.title },
            {
              key: 'opportunity',
              label: t('solution.field.opportunity'),
              children: canOpenOpportunity ? (
                <Link to={paths.opportunityDetail(solution.opportunityId)}>{solution.opptNo}</Link>
              ) : (
                solution.opptNo
              ),
            },
            { key: 'project', label: t('solution.field.project'), children: solution.projectName },
            { key: 'customer', label: t('solution.field.customer'), children: solution.customerName },
            { key: 'company', label: t('solution.field.company'), children: solution.companyName },
            { key: 'designer', label: t('solution.field.designer'), children: solution.designerName ?? '--' },
            {
              key: 'total',
              label: t('solution.field.listTotal'),
              children: <Money value={solution.listTotal} currency={solution.currency} />,
            },
            {
              key: 'updatedAt',
              label: t('solution.field.updatedAt'),
              children: <DateTime value={solution.updatedAt} />,
            },
            {
              key: 'notes',
              label: t('solution.field.notes'),
              children: solution.notes ?? '--',
              span: 'filled',
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('solution.field.lines')}>
        <SolutionLinesTable solution={solution} />
      </Card>
      <Card size="small" title={t('solution.field.files')}>
        <List
          size="small"
          dataSource={solution.files}
          locale={{ emptyText: t('solution.noFiles') }}
          renderItem={(file) => (
            <List.Item>
              <Typography.Link onClick={() => void downloadSolutionFile(solution.id, file.id)}>
                {file.name}
              </Typography.Link>
            </List.Item>
          )}
        />
      </Card>
      <Card size="small" title={t('solution.field.version')}>
        <Flex gap={12} wrap>
          {solution.versions.map((version) =>
            version.id === solution.id ? (
              <Typography.Text key={version.id} strong>
                {`v${version.version}`} <SolutionStatusTag status={version.status} />
              </Typography.Text>
            ) : (
              <Link key={version.id} to={paths.solutionDesign(version.id)}>
                {`v${version.version}`} <SolutionStatusTag status={version.status} />
              </Link>
            ),
          )}
        </Flex>
      </Card>
    </Flex>
  );
}

/**
 * The design screen of a solution ("design sale stage"): a new one (of `opportunityId` when given), or
 * the version `id`, read or edited by its designer as the server's actions allow.
 */
export function SolutionDesign({
  id,
  opportunityId,
  pickers,
}: {
  id?: number;
  opportunityId?: number;
  pickers: (productLineCode: string) => LineItemPickers;
}) {
  const { data, isLoading, isError, refetch } = useSolutionInfo(id);
  const [editing, setEditing] = useState(false);
  if (id === undefined)
    return <SolutionForm opportunityId={opportunityId} productLineCode="" pickers={pickers} />;
  if (isLoading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (isError || !data) return <LoadErrorState onRetry={() => void refetch()} />;
  if (editing && data.actions.includes('edit'))
    return (
      <SolutionForm
        solution={data}
        productLineCode={data.productLineCode}
        pickers={pickers}
        onSaved={() => setEditing(false)}
      />
    );
  return <SolutionView solution={data} onEdit={() => setEditing(true)} />;
}
