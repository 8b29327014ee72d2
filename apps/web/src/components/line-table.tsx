import { DeleteOutlined } from '@ant-design/icons';
import type { FormListFieldData, FormListOperation } from 'antd';
import { Button, Flex, Form, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A column of the line table: its cells are given the line's list field (its form path) and index. */
export interface LineColumn {
  key: string;
  title: ReactNode;
  width?: number;
  render: (field: FormListFieldData, index: number) => ReactNode;
}

export interface LineTableProps {
  /** The form's field holding the lines (a `Form.List`). */
  name: string;
  /** The columns between the line number and the remove button. */
  columns: LineColumn[];
  /** What the table says without lines. */
  emptyText: ReactNode;
  /** The remove button's accessible name on line `index` (counted from 0). */
  removeLabel: (index: number) => string;
  /** Below the table: how lines are added, given the list's operations and how many lines there are. */
  footer?: (operations: FormListOperation, count: number) => ReactNode;
}

/**
 * The editable lines of a form (solution lines, requested items, equipment lines): a table of the lines
 * with their number, the screen's own cells and a remove button, the list's errors, and how to add one.
 */
export function LineTable({ name, columns, emptyText, removeLabel, footer }: LineTableProps) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, operations, { errors }) => (
        <Flex vertical gap={12}>
          <Table<FormListFieldData>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            locale={{ emptyText }}
            columns={[
              { key: 'index', title: t('widget.index'), width: 60, render: (_v, _f, index) => index + 1 },
              ...columns.map(({ render, ...column }) => ({
                ...column,
                render: (_v: unknown, field: FormListFieldData, index: number) => render(field, index),
              })),
              {
                key: 'remove',
                title: t('widget.actions'),
                width: 80,
                render: (_v, field, index) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={removeLabel(index)}
                    onClick={() => operations.remove(field.name)}
                  />
                ),
              },
            ]}
          />
          {errors.length > 0 && <Form.ErrorList errors={errors} />}
          {footer?.(operations, fields.length)}
        </Flex>
      )}
    </Form.List>
  );
}
