import type { ItemInfo, ModelDefinition } from '@portal/contract';
import type { TableColumnType } from 'antd';
import { Button, Input } from 'antd';

/** What a part of the definition's editor (groups, rules) is given: the definition lives in the editor. */
export interface DefinitionPartProps {
  definition: ModelDefinition;
  update: (change: (definition: ModelDefinition) => ModelDefinition) => void;
  /** Items already read, by key, and how to remember one picked. */
  known: ReadonlyMap<string, ItemInfo>;
  remember: (item: ItemInfo) => void;
  readOnly: boolean;
}

/** The rows of the definition's tables (options, rules) are edited in place, one input per cell. */
export interface TextColumn<T> {
  key: string;
  /** The column's title, also the label of each cell's input. */
  title: string;
  width: number;
  value: (row: T) => string;
  onChange: (row: T, index: number, value: string) => void;
  disabled: boolean;
}

/** A column whose cells are text inputs of a row's value. */
export function textColumn<T>({
  key,
  title,
  width,
  value,
  onChange,
  disabled,
}: TextColumn<T>): TableColumnType<T> {
  return {
    key,
    title,
    render: (_, row, index) => (
      <Input
        aria-label={title}
        style={{ width }}
        value={value(row)}
        disabled={disabled}
        onChange={(e) => onChange(row, index, e.target.value)}
      />
    ),
  };
}

/** A remove link (`label`) beside each row, none when read only. */
export function removeColumn<T>(
  label: string,
  readOnly: boolean,
  onRemove: (index: number) => void,
): TableColumnType<T> {
  return {
    key: 'remove',
    title: '',
    render: (_, _row, index) =>
      !readOnly && (
        <Button danger type="link" onClick={() => onRemove(index)}>
          {label}
        </Button>
      ),
  };
}
