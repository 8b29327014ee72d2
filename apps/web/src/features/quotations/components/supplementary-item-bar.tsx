import type { QuotationItemKind } from '@portal/contract';
import { quotationItemKinds } from '@portal/contract';
import { Flex, Segmented, Spin } from 'antd';
import { Typography } from '../../../components/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemPickerProps, ItemPickers, PickedItem } from '../../../components/item-pickers';

/** An item picked for a new quotation line: the server prices it when the draft is saved. */
export type PickedQuotationItem = PickedItem<QuotationItemKind>;
export type QuotationItemPickerProps = ItemPickerProps<QuotationItemKind>;
/** The pickers of the kinds of item a draft may add (the page composes them). */
export type QuotationItemPickers = ItemPickers<QuotationItemKind>;

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
