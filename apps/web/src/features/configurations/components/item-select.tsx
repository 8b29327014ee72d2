import type { ItemInfo, ModelItem } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/app-state';
import { useItemLookup } from '../api/item-lookup';
import { itemLabel } from './model-labels';
import { LazySelect } from '../../../components/lazy-select';

const keyOf = (item: { kind: string; id: number }) => `${item.kind}:${item.id}`;

/** Picks a material or a virtual material (searched by code or name); `known` labels the current value. */
export function ItemSelect({
  value,
  onChange,
  known,
  materialsOnly,
  ariaLabel,
  placeholder,
  width,
  disabled,
}: {
  value: ModelItem | undefined;
  onChange: (item: ModelItem, info: ItemInfo) => void;
  known: ReadonlyMap<string, ItemInfo>;
  materialsOnly?: boolean;
  ariaLabel: string;
  placeholder?: string;
  /** A fixed width (in a table, so every row lines up); the container's width when absent. */
  width?: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const [keyword, setKeyword] = useState('');
  const found = useItemLookup(keyword);
  const options = useMemo(() => {
    const all = new Map<string, ItemInfo>();
    for (const item of found.data ?? [])
      if (!materialsOnly || item.kind === 'material') all.set(keyOf(item), item);
    const current = value ? known.get(keyOf(value)) : undefined;
    if (current) all.set(keyOf(current), current);
    return [...all.values()].map((item) => ({
      value: keyOf(item),
      label: `${item.kind === 'virtual' ? `[${t('configuration.itemKind.virtual')}] ` : ''}${itemLabel(item, language)}`,
      item,
    }));
  }, [found.data, known, value, materialsOnly, language, t]);
  return (
    <LazySelect
      aria-label={ariaLabel}
      placeholder={placeholder}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={found.isFetching}
      value={value ? keyOf(value) : undefined}
      options={options}
      disabled={disabled}
      style={width ? { width } : { width: '100%', minWidth: 220 }}
      popupMatchSelectWidth={false}
      onChange={(_, option) => {
        if (option && !Array.isArray(option))
          onChange({ kind: option.item.kind, id: option.item.id }, option.item);
      }}
    />
  );
}
