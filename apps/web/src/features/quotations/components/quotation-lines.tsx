import type { PartnerQuotationInfo, QuotationLine } from '@portal/contract';
import { discountTypes } from '@portal/contract';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Space, Table, Tag, Tooltip } from 'antd';
import Input from 'antd/es/input/Input';
import { Typography } from '../../../components/typography';
import type { TableColumnsType } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toneColor } from '../../../lib/theme';
import { Money } from '../../../components/money';
import { useProductLines } from '../../../lib/use-product-lines';
import { LazySelect } from '../../../components/lazy-select';

/** A line as every reader reads it (a partner's has no cost side). */
type PartnerQuotationLine = PartnerQuotationInfo['lines'][number];

const right = { align: 'right' as const };

/** A line's discount as read: a percent off, or an amount off per unit. */
export function DiscountText({ line, currency }: { line: QuotationLine; currency: string }) {
  const { t } = useTranslation();
  if (line.discountType === 'percent')
    return (
      <span style={{ whiteSpace: 'nowrap' }}>{t('quotation.percent', { value: line.discountValue })}</span>
    );
  return (
    <Flex vertical align="end">
      <Money value={line.discountValue} currency={currency} />
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {t('quotation.percent', { value: line.discountPercent })}
      </Typography.Text>
    </Flex>
  );
}

/** A line over its product line's discount threshold: it waits for approval. */
function ThresholdFlag({ line }: { line: QuotationLine }) {
  const { t } = useTranslation();
  const productLines = useProductLines();
  if (!line.overThreshold) return null;
  const productLine = productLines.label(line.productLineCode);
  return (
    <Tooltip
      title={
        line.maxDiscountPercent === null
          ? t('quotation.threshold.none', { productLine })
          : t('quotation.threshold.over', { productLine, max: line.maxDiscountPercent })
      }
    >
      <Tag color={toneColor('attention')} data-testid="over-threshold">
        {t('quotation.needsApproval')}
      </Tag>
    </Tooltip>
  );
}

/** The editable discount of line `index`: its type and value (checked by the contract on save). */
function DiscountInput({ index, label }: { index: number; label: string }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} justify="end" style={{ minWidth: 208 }}>
      <Form.Item name={['lines', index, 'discountType']} style={{ marginBottom: 0 }}>
        <LazySelect
          aria-label={t('quotation.field.discountTypeOf', { line: label })}
          style={{ width: 96 }}
          options={discountTypes.map((type) => ({ value: type, label: t(`quotation.discountType.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name={['lines', index, 'discountValue']} style={{ marginBottom: 0, maxWidth: 160 }}>
        <Input
          aria-label={t('quotation.field.discountOf', { line: label })}
          inputMode="decimal"
          style={{ width: 104, textAlign: 'right' }}
        />
      </Form.Item>
    </Flex>
  );
}

/** A unit code named in the reader's language (the code table UNIT), the code itself when unknown. */
export function useUnitName() {
  const { t } = useTranslation();
  return useCallback(
    (unit: string | null) => (unit ? t(`codeTable.UNIT.${unit}`, { defaultValue: unit }) : ''),
    [t],
  );
}

/** The editable quantity of line `index` (checked by the contract on save). */
function QuantityInput({ index, label }: { index: number; label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={['lines', index, 'quantity']} style={{ marginBottom: 0 }}>
      <Input
        aria-label={t('quotation.supplementary.quantityOf', { line: label })}
        inputMode="decimal"
        style={{ width: 88, textAlign: 'right' }}
      />
    </Form.Item>
  );
}

/**
 * The lines of a quotation: each configured product's bill of materials expandable, the price after the
 * discount and the line total as the server computed them. Staff (`costs`: the staff lines by id) also read
 * the list price and the discount, flagged over its threshold (`flagged`), editable in a draft (`editing`); a partner's
 * lines have no cost side and show none.
 */
export function QuotationLinesTable({
  lines,
  currency,
  costs,
  editing = false,
  flagged = false,
  onRemove,
  emptyText,
}: {
  lines: readonly PartnerQuotationLine[];
  currency: string;
  costs?: ReadonlyMap<number, QuotationLine>;
  editing?: boolean;
  /** Flag the discounts over their threshold (a planning quotation's, which wait for approval). */
  flagged?: boolean;
  /** Lines whose items the editor chooses: quantities editable too, each line removable. */
  onRemove?: (index: number) => void;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const productLines = useProductLines();
  const unitName = useUnitName();
  const columns = useMemo(() => {
    const cost = (line: PartnerQuotationLine) => costs?.get(line.id);
    const all: TableColumnsType<PartnerQuotationLine> = [
      { key: 'lineNo', title: t('quotation.field.lineNo'), width: 48, render: (_, line) => line.lineNo },
      {
        key: 'item',
        title: t('quotation.field.item'),
        render: (_, line) => {
          const staff = cost(line);
          return (
            <Flex vertical gap={2} style={{ minWidth: 180, maxWidth: 240 }}>
              <span style={{ whiteSpace: 'nowrap' }}>{line.code}</span>
              <span>{line.name}</span>
              <Space size={4} wrap>
                <Typography.Text type="secondary">{t(`quotation.itemKind.${line.itemKind}`)}</Typography.Text>
                {line.productLineCode ? (
                  <Typography.Text type="secondary">
                    {productLines.label(line.productLineCode)}
                  </Typography.Text>
                ) : null}
                {staff && flagged ? <ThresholdFlag line={staff} /> : null}
              </Space>
              {staff?.returnReason ? (
                <Typography.Text type="danger">
                  {t('quotation.lineReturnReason', { reason: staff.returnReason })}
                </Typography.Text>
              ) : null}
            </Flex>
          );
        },
      },
      {
        key: 'quantity',
        title: t('quotation.field.quantity'),
        ...right,
        width: 88,
        render: (_, line, index) => {
          const unit = unitName(line.unit);
          return (
            <Flex gap={4} justify="end" align="center" style={{ whiteSpace: 'nowrap' }}>
              {editing && onRemove ? (
                <QuantityInput index={index} label={String(line.lineNo)} />
              ) : (
                line.quantity
              )}
              {unit ? <Typography.Text type="secondary">{unit}</Typography.Text> : null}
            </Flex>
          );
        },
      },
    ];
    if (costs)
      all.push(
        {
          key: 'listPrice',
          title: t('quotation.field.listPrice'),
          ...right,
          render: (_, line) => <Money value={cost(line)?.listPrice} currency={currency} />,
        },
        {
          key: 'discount',
          title: t('quotation.field.discount'),
          ...right,
          render: (_, line, index) => {
            const staff = cost(line);
            if (editing) return <DiscountInput index={index} label={String(line.lineNo)} />;
            return staff ? <DiscountText line={staff} currency={currency} /> : '--';
          },
        },
      );
    all.push(
      {
        key: 'netPrice',
        title: t('quotation.field.netPrice'),
        ...right,
        render: (_, line) => <Money value={line.netPrice} currency={currency} />,
      },
      {
        key: 'lineTotal',
        title: t('quotation.field.lineTotal'),
        ...right,
        render: (_, line) => <Money value={line.lineTotal} currency={currency} />,
      },
    );
    if (editing && onRemove)
      all.push({
        key: 'remove',
        title: t('widget.actions'),
        width: 72,
        render: (_, line, index) => (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('quotation.supplementary.removeLine', { line: line.lineNo })}
            onClick={() => onRemove(index)}
          />
        ),
      });
    return all;
  }, [t, costs, currency, editing, flagged, onRemove, productLines, unitName]);

  return (
    <Table<PartnerQuotationLine>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...lines]}
      columns={columns}
      locale={emptyText ? { emptyText } : undefined}
      scroll={{ x: 'max-content' }}
      expandable={{
        rowExpandable: (line) => line.bom.length > 0,
        expandedRowRender: (line) => (
          <Table
            size="small"
            rowKey="code"
            pagination={false}
            title={() => t('quotation.bomOf', { code: line.code })}
            dataSource={line.bom}
            columns={[
              { key: 'code', title: t('quotation.field.code'), dataIndex: 'code' },
              { key: 'name', title: t('quotation.field.name'), dataIndex: 'name' },
              { key: 'quantity', title: t('quotation.field.quantity'), dataIndex: 'quantity', ...right },
              {
                key: 'unit',
                title: t('quotation.field.unit'),
                render: (_, part: PartnerQuotationLine['bom'][number]) => unitName(part.unit),
              },
            ]}
          />
        ),
      }}
    />
  );
}
