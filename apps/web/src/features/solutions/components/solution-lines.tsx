import type { SolutionInfo, SolutionLine, SolutionLineKind } from '@portal/contract';
import { solutionLineKinds } from '@portal/contract';
import { Flex, Form, Input, Segmented, Table, Tag } from 'antd';
import { Typography } from '../../../components/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineTable } from '../../../components/line-table';
import { Money } from '../../../components/money';
import type { ItemPickerProps, ItemPickers, PickedItem } from '../../../components/item-pickers';

/** What a solution line's picker gets besides `onPick`: the opportunity's product line (equipment models are of one). */
interface LinePickerContext {
  productLineCode: string;
}
export type LineItemPickerProps = ItemPickerProps<SolutionLineKind, LinePickerContext>;
/** The pickers of the kinds of line a designer may add (the page composes them). */
export type LineItemPickers = ItemPickers<SolutionLineKind, LinePickerContext>;

/** A line of the form: the item picked (or stored) and what the designer enters. */
export interface LineValue {
  kind: SolutionLineKind;
  itemId: number;
  code: string;
  name: string;
  quantity: string;
  note?: string | null;
}

/** The stored lines of a solution, read only, with their exact prices and the total. */
export function SolutionLinesTable({ solution }: { solution: SolutionInfo }) {
  const { t } = useTranslation();
  return (
    <Table<SolutionLine>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={solution.lines}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('solution.noLines') }}
      columns={[
        { key: 'index', title: t('widget.index'), width: 56, render: (_v, _l, index) => index + 1 },
        {
          key: 'kind',
          title: t('solution.line.kind'),
          render: (_v, line) => <Tag>{t(`solution.kind.${line.kind}`)}</Tag>,
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        },
        {
          key: 'code',
          title: t('solution.line.code'),
          dataIndex: 'code',
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        },
        {
          key: 'name',
          title: t('solution.line.name'),
          render: (_v, line) => (
            <Flex vertical>
              <span>{line.name}</span>
              {line.modelVersion !== null ? (
                <Typography.Text type="secondary">
                  {t('solution.line.modelVersion', { version: line.modelVersion })}
                </Typography.Text>
              ) : null}
              {line.replacedBy ? (
                <Typography.Text type="warning">
                  {t('solution.line.replacedBy', { code: line.replacedBy })}
                </Typography.Text>
              ) : null}
            </Flex>
          ),
        },
        { key: 'quantity', title: t('solution.line.quantity'), align: 'right', dataIndex: 'quantity' },
        {
          key: 'unit',
          title: t('solution.line.unit'),
          render: (_v, line) =>
            line.unit ? t(`codeTable.UNIT.${line.unit}`, { defaultValue: line.unit }) : '--',
        },
        {
          key: 'unitPrice',
          title: t('solution.line.unitPrice'),
          align: 'right',
          render: (_v, line) => <Money value={line.unitPrice} currency={line.currency} />,
        },
        {
          key: 'amount',
          title: t('solution.line.amount'),
          align: 'right',
          render: (_v, line) => <Money value={line.amount} currency={line.currency} />,
        },
        { key: 'note', title: t('solution.line.note'), render: (_v, line) => line.note ?? '' },
      ]}
      summary={() =>
        solution.listTotal === null ? null : (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={7} align="right">
              <Typography.Text strong>{t('solution.field.listTotal')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={7} align="right">
              <Typography.Text strong>
                <Money value={solution.listTotal} currency={solution.currency} />
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={8} />
          </Table.Summary.Row>
        )
      }
    />
  );
}

/** The lines being designed: add an item of a kind through its picker, set quantities and notes, remove. */
export function SolutionLinesEditor({
  productLineCode,
  pickers,
}: {
  productLineCode: string;
  pickers: LineItemPickers;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<{ lines: LineValue[] }>();
  const kinds = solutionLineKinds.filter((kind) => pickers[kind]);
  const [kind, setKind] = useState<SolutionLineKind | undefined>(kinds[0]);
  const Picker = kind ? pickers[kind] : undefined;
  // The item of a line (kind, id, code, name) has no field of its own: watched with `preserve`.
  const lines = Form.useWatch('lines', { form, preserve: true }) ?? [];
  const pick = (item: PickedItem<SolutionLineKind>) => {
    if (lines.some((line) => line.kind === item.kind && line.itemId === item.itemId)) return;
    form.setFieldValue('lines', [...lines, { ...item, quantity: '1', note: null }]);
  };
  return (
    <LineTable
      name="lines"
      emptyText={t('solution.noLines')}
      removeLabel={(index) => `${t('solution.removeLine')} ${index + 1}`}
      columns={[
        {
          key: 'kind',
          title: t('solution.line.kind'),
          render: (_field, index) => {
            const line = lines[index];
            return line ? <Tag>{t(`solution.kind.${line.kind}`)}</Tag> : null;
          },
        },
        {
          key: 'item',
          title: t('solution.line.name'),
          render: (_field, index) => {
            const line = lines[index];
            return line ? `${line.code} · ${line.name}` : null;
          },
        },
        {
          key: 'quantity',
          title: t('solution.line.quantity'),
          width: 140,
          render: (field, index) => (
            <Form.Item name={[field.name, 'quantity']} style={{ margin: 0 }}>
              <Input aria-label={`${t('solution.line.quantity')} ${index + 1}`} inputMode="decimal" />
            </Form.Item>
          ),
        },
        {
          key: 'note',
          title: t('solution.line.note'),
          render: (field, index) => (
            <Form.Item name={[field.name, 'note']} style={{ margin: 0 }}>
              <Input aria-label={`${t('solution.line.note')} ${index + 1}`} maxLength={500} />
            </Form.Item>
          ),
        },
      ]}
      footer={() =>
        kinds.length > 0 && kind ? (
          <Flex gap={8} wrap align="center">
            <Typography.Text>{t('solution.addLine')}</Typography.Text>
            <Segmented<SolutionLineKind>
              value={kind}
              onChange={setKind}
              options={kinds.map((value) => ({ value, label: t(`solution.kind.${value}`) }))}
            />
            {Picker ? <Picker key={kind} productLineCode={productLineCode} onPick={pick} /> : null}
          </Flex>
        ) : null
      }
    />
  );
}
