import type { QuotationItemKind } from '@portal/contract';
import { quotationItemKinds } from '@portal/contract';
import { Flex, Segmented, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedQuotationItem, QuotationItemPickers } from './supplementary-item-pickers';

/**
 * Adds an item to a draft: the kind (configurable product, material, virtual material: extra options,
 * spare parts, services), then the item through that kind's picker; the draft is saved with it at once, so
 * the server prices it.
 */
export function SupplementaryItemBar({
  pickers,
  onPick,
  busy,
}: {
  pickers: QuotationItemPickers;
  onPick: (item: PickedQuotationItem) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const kinds = quotationItemKinds.filter((kind) => pickers[kind]);
  const [kind, setKind] = useState<QuotationItemKind | undefined>(
    kinds.includes('material') ? 'material' : kinds[0],
  );
  const Picker = kind ? pickers[kind] : undefined;
  if (!kind || !Picker) return null;
  return (
    <Flex gap={8} wrap align="center" data-testid="add-item">
      <Typography.Text>{t('quotation.supplementary.addItem')}</Typography.Text>
      <Segmented<QuotationItemKind>
        value={kind}
        onChange={setKind}
        options={kinds.map((value) => ({ value, label: t(`quotation.itemKind.${value}`) }))}
      />
      <Picker key={kind} onPick={onPick} />
      {busy ? <Spin size="small" /> : null}
    </Flex>
  );
}
