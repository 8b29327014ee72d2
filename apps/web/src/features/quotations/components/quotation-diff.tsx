import type { QuotationDiff } from '@portal/contract';
import { diffAmountFields, headerDiffFields, lineDiffFields } from '@portal/contract';
import { Empty, Flex, Spin, Table, Tag } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { toneColor } from '../../../lib/theme';
import { LoadErrorState } from '../../../components/states';
import { formatAmount } from '../../../components/format';
import { isOneOf } from '../../../lib/narrow';
import { useCompareVersions } from '../api/compare-versions';

const changeTones = { added: 'success', removed: 'error', changed: 'processing' } as const;

/** One value of a diff as read: amounts in the currency's way, discount types translated. */
function useShown(currency: string) {
  const { t } = useTranslation();
  return (field: string, value: string | null) => {
    if (value === null || value === '') return '--';
    if (isOneOf(diffAmountFields, field)) return formatAmount(value, currency);
    if (field === 'discountType' && (value === 'percent' || value === 'amount'))
      return t(`quotation.discountType.${value}`);
    return value;
  };
}

/** What changed from one version to another: header fields, then lines added, removed or changed. */
export function QuotationDiffView({ diff, currency }: { diff: QuotationDiff; currency: string }) {
  const { t } = useTranslation();
  const shown = useShown(currency);
  const label = (field: string) =>
    isOneOf(lineDiffFields, field) || isOneOf(headerDiffFields, field)
      ? t(`quotation.field.${field}`)
      : field;
  const change = (field: string, from: string | null, to: string | null) => (
    <span style={{ whiteSpace: 'nowrap' }}>
      {t('quotation.diff.fieldChange', {
        field: label(field),
        from: shown(field, from),
        to: shown(field, to),
      })}
    </span>
  );
  if (diff.header.length === 0 && diff.lines.length === 0)
    return <Empty description={t('quotation.diff.none')} />;
  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>
        {t('quotation.diff.between', { from: diff.fromVersion, to: diff.toVersion })}
      </Typography.Text>
      {diff.header.length > 0 ? (
        <Flex vertical gap={4} data-testid="diff-header">
          <Typography.Text type="secondary">{t('quotation.diff.header')}</Typography.Text>
          {diff.header.map((item) => (
            <div key={item.field}>{change(item.field, item.from, item.to)}</div>
          ))}
        </Flex>
      ) : null}
      {diff.lines.length > 0 ? (
        <Table
          size="small"
          pagination={false}
          rowKey={(line) => `${line.itemKind}:${line.itemId}`}
          dataSource={diff.lines}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'change',
              title: t('quotation.diff.change'),
              width: 96,
              render: (_, line) => (
                <Tag color={toneColor(changeTones[line.change])}>{t(`quotation.diff.${line.change}`)}</Tag>
              ),
            },
            {
              key: 'item',
              title: t('quotation.field.item'),
              render: (_, line) => `${line.code} · ${line.name}`,
            },
            {
              key: 'fields',
              title: t('quotation.diff.fields'),
              render: (_, line) =>
                line.fields.length === 0 ? (
                  '--'
                ) : (
                  <Flex vertical gap={2}>
                    {line.fields.map((field) => (
                      <div key={field.field}>{change(field.field, field.from, field.to)}</div>
                    ))}
                  </Flex>
                ),
            },
          ]}
        />
      ) : null}
    </Flex>
  );
}

/** The comparison of two versions, loaded from the server. */
export function QuotationComparison({
  fromId,
  toId,
  currency,
}: {
  fromId: number;
  toId: number;
  currency: string;
}) {
  const { data, isLoading, isError, refetch } = useCompareVersions(fromId, toId, true);
  if (isLoading)
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  if (isError || !data) return <LoadErrorState onRetry={() => void refetch()} />;
  return <QuotationDiffView diff={data} currency={currency} />;
}
