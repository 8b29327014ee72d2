import { materialsEndpoints } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../components/format';
import { request } from '../../../lib/request';
import { virtualMaterialKeys } from '../api/virtual-material-queries';
import type { PickedItem } from '../../../components/item-pickers';
import { LazySelect } from '../../../components/lazy-select';

/** A real or virtual material picked for a line elsewhere (a solution). */
export type PickedMaterial = PickedItem<'material' | 'virtual'>;

/** Searches real materials (`kind` material) or usable virtual ones as one types, and picks one. */
export function MaterialPicker({
  kind,
  onPick,
}: {
  kind: 'material' | 'virtual';
  onPick: (item: PickedMaterial) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: virtualMaterialKeys.lookup({ keyword, kind }),
    queryFn: ({ signal }) =>
      request(materialsEndpoints.lookupMaterials, { query: { keyword, kind, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <LazySelect
      aria-label={t(kind === 'material' ? 'solution.kind.material' : 'solution.kind.virtual')}
      style={{ minWidth: 360 }}
      value={null}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      placeholder={t('material.picker.placeholder')}
      options={(found.data ?? []).map((item) => ({
        value: item.id,
        label: `${item.code} · ${item.name}${item.price ? ` · ${item.currency} ${formatAmount(item.price, item.currency)}` : ''}`,
      }))}
      onChange={(id: number) => {
        const item = found.data?.find((candidate) => candidate.id === id);
        if (item) onPick({ kind, itemId: item.id, code: item.code, name: item.name });
      }}
    />
  );
}
