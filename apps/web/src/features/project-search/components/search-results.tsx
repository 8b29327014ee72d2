import type { SearchGroup, SearchKind } from '@portal/contract';
import { quotationKinds, searchCountLimit } from '@portal/contract';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Typography } from '../../../components/typography';
import { useSearchRecords } from '../api/search-records';
import { recordPath } from './record-link';

/** A quotation's kind, which picks its screen. */
function QuotationKindTag({ kind, variant }: { kind: SearchKind; variant?: string | null | undefined }) {
  const { t } = useTranslation();
  const quotationKind = kind === 'quotation' ? quotationKinds.find((k) => k === variant) : undefined;
  return quotationKind ? <Tag>{t(`quotation.kind.${quotationKind}`)}</Tag> : null;
}

/** Hits a kind shows among all kinds, and alone ("show more"). */
const perKind = 10;
const perKindAlone = 50;

function GroupCard({
  group,
  alone,
  onMore,
}: {
  group: SearchGroup;
  alone: boolean;
  onMore: (kind: SearchKind) => void;
}) {
  const { t } = useTranslation();
  const count = group.capped
    ? t('projectSearch.countCapped', { count: searchCountLimit })
    : t('projectSearch.count', { count: group.total });
  return (
    <Card
      size="small"
      title={t(`projectSearch.kind.${group.kind}`)}
      extra={<Typography.Text type="secondary">{count}</Typography.Text>}
      data-testid={`search-group-${group.kind}`}
    >
      <Flex vertical gap={8}>
        {group.hits.map((hit) => (
          <Flex key={hit.id} gap={8} align="baseline" wrap>
            <Link to={recordPath(group.kind, hit)}>{hit.no ?? hit.title}</Link>
            {hit.no && <Typography.Text>{hit.title}</Typography.Text>}
            {hit.subtitle && <Typography.Text type="secondary">{hit.subtitle}</Typography.Text>}
            <QuotationKindTag kind={group.kind} variant={hit.variant} />
          </Flex>
        ))}
        {!alone && group.total > group.hits.length && (
          <div>
            <Button type="link" style={{ paddingInline: 0 }} onClick={() => onMore(group.kind)}>
              {t('projectSearch.showMore')}
            </Button>
          </div>
        )}
        {alone && group.total > group.hits.length && (
          <Typography.Text type="secondary">
            {t('projectSearch.refine', { shown: group.hits.length })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/** The records matching `keyword`, grouped by kind, each linking to its screen; `kind` shows one kind alone. */
export function SearchResults({
  keyword,
  kind,
  onKind,
}: {
  keyword: string;
  kind: SearchKind | undefined;
  onKind: (kind: SearchKind | undefined) => void;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useSearchRecords({
    keyword,
    ...(kind ? { kind } : {}),
    perKind: kind ? perKindAlone : perKind,
  });
  if (keyword.trim() === '')
    return <Typography.Paragraph type="secondary">{t('projectSearch.intro')}</Typography.Paragraph>;
  if (isPending) return <Skeleton active />;
  if (!data) return null;
  if (data.tooShort) return <Alert type="info" showIcon title={t('projectSearch.tooShort')} />;
  return (
    <Flex vertical gap={16} data-testid="search-results">
      {kind && (
        <div>
          <Button type="link" style={{ paddingInline: 0 }} onClick={() => onKind(undefined)}>
            {t('projectSearch.allKinds')}
          </Button>
        </div>
      )}
      {data.groups.length === 0 ? (
        <Empty description={t('projectSearch.noResults', { keyword })} />
      ) : (
        data.groups.map((group) => (
          <GroupCard key={group.kind} group={group} alone={kind !== undefined} onMore={onKind} />
        ))
      )}
    </Flex>
  );
}
