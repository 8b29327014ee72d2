import type { QuotationItemKind } from '@portal/contract';
import type { ComponentType } from 'react';

/** An item picked for a new quotation line: the server prices it when the draft is saved. */
export interface PickedQuotationItem {
  kind: QuotationItemKind;
  itemId: number;
  code: string;
  name: string;
}

export interface QuotationItemPickerProps {
  onPick: (item: PickedQuotationItem) => void;
}

/**
 * How each kind of item is found for a new line: the page composes the pickers of the slices that own the
 * items (configured products, materials, virtual materials); a kind without a picker cannot be added.
 */
export type QuotationItemPickers = Partial<
  Record<QuotationItemKind, ComponentType<QuotationItemPickerProps>>
>;
