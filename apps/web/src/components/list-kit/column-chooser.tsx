import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '../secondary-text';

export interface ChooserColumn {
  key: string;
  /** The translated header. */
  title: string;
}

export interface ColumnChooserProps {
  /** Every column the reader may show, in the list's order. */
  columns: readonly ChooserColumn[];
  /** The keys shown now, in their order. */
  shown: readonly string[];
  onSave: (keys: string[]) => void;
  onReset: () => void;
  onClose: () => void;
}

interface Row extends ChooserColumn {
  checked: boolean;
}

/**
 * The column chooser of a list (loaded when first opened): show or hide each column, move it up or down,
 * or restore the list's defaults. OK saves the shown columns in their order; at least one stays shown.
 */
export function ColumnChooser({ columns, shown, onSave, onReset, onClose }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() => {
    const byKey = new Map(columns.map((column) => [column.key, column]));
    const first = shown.flatMap((key) => {
      const column = byKey.get(key);
      return column ? [{ ...column, checked: true }] : [];
    });
    const rest = columns.filter((column) => !shown.includes(column.key));
    return [...first, ...rest.map((column) => ({ ...column, checked: false }))];
  });
  const chosen = rows.filter((row) => row.checked).map((row) => row.key);

  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  return (
    <Modal
      open
      title={t('columns.title')}
      onCancel={onClose}
      width={440}
      footer={
        <Flex justify="space-between">
          <Button
            onClick={() => {
              onReset();
              onClose();
            }}
          >
            {t('columns.reset')}
          </Button>
          <Flex gap={8}>
            <Button onClick={onClose}>{t('widget.cancel')}</Button>
            <Button
              type="primary"
              disabled={chosen.length === 0}
              onClick={() => {
                onSave(chosen);
                onClose();
              }}
            >
              {t('widget.ok')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <SecondaryText>{t('columns.hint')}</SecondaryText>
      <ul aria-label={t('columns.title')} style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
        {rows.map((row, index) => (
          <li key={row.key}>
            <Flex align="center" justify="space-between" gap={8} style={{ padding: '2px 0' }}>
              <Checkbox
                checked={row.checked}
                onChange={(event) =>
                  setRows((current) =>
                    current.map((candidate) =>
                      candidate.key === row.key ? { ...candidate, checked: event.target.checked } : candidate,
                    ),
                  )
                }
              >
                {row.title}
              </Checkbox>
              <Flex gap={4}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined aria-hidden />}
                  aria-label={t('columns.moveUp', { name: row.title })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={t('columns.moveDown', { name: row.title })}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                />
              </Flex>
            </Flex>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
