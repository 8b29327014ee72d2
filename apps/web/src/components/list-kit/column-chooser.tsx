import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListName } from '@portal/contract';
import { useSaveColumnChoice } from './save-column-choice';

export interface ChooserColumn {
  key: string;
  /** The translated header. */
  title: string;
}

export interface ColumnChooserProps {
  /** The list whose columns are chosen: OK and Restore defaults save on the server. */
  list: ListName;
  /** Every column the reader may show, in the list's order. */
  columns: readonly ChooserColumn[];
  /** The keys shown now, in their order. */
  shown: readonly string[];
  /** Whether the list's export writes every column rather than those shown. */
  exportAll: boolean;
  onExportAllChange: (all: boolean) => void;
  onClose: () => void;
}

interface Row extends ChooserColumn {
  checked: boolean;
}

/**
 * The column chooser of a list (loaded when first opened): show or hide each column, move it up or down,
 * or restore the list's defaults (both kept on the server), and whether the list's export writes every
 * column rather than those shown. OK saves the shown columns in their order; at least one stays shown.
 */
export function ColumnChooser({
  list,
  columns,
  shown,
  exportAll,
  onExportAllChange,
  onClose,
}: ColumnChooserProps) {
  const { t } = useTranslation();
  const save = useSaveColumnChoice(list);
  const [all, setAll] = useState(exportAll);
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
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Button
            onClick={() => {
              save(null);
              onClose();
            }}
          >
            {t('columns.reset')}
          </Button>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button onClick={onClose}>{t('widget.cancel')}</Button>
            <Button
              type="primary"
              disabled={chosen.length === 0}
              onClick={() => {
                save(chosen);
                onExportAllChange(all);
                onClose();
              }}
            >
              {t('widget.ok')}
            </Button>
          </div>
        </div>
      }
    >
      <ul aria-label={t('columns.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row, index) => (
          <li key={row.key}>
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 8,
                padding: '2px 0',
              }}
            >
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
              <div style={{ display: 'flex', gap: 4 }}>
                <Button
                  size="small"
                  type="text"
                  icon={<span aria-hidden>↑</span>}
                  aria-label={t('columns.moveUp', { name: row.title })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<span aria-hidden>↓</span>}
                  aria-label={t('columns.moveDown', { name: row.title })}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Checkbox checked={all} onChange={(event) => setAll(event.target.checked)} style={{ marginTop: 12 }}>
        {t('columns.exportAll')}
      </Checkbox>
    </Modal>
  );
}
