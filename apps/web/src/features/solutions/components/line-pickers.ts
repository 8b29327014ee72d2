import type { SolutionLineKind } from '@portal/contract';
import type { ComponentType } from 'react';

/** An item picked for a new line: what the line shows until the server answers with its prices. */
export interface PickedItem {
  kind: SolutionLineKind;
  itemId: number;
  code: string;
  name: string;
}

export interface LineItemPickerProps {
  /** The opportunity's product line (equipment models are of one). */
  productLineCode: string;
  onPick: (item: PickedItem) => void;
}

/**
 * How each kind of line finds its item: the page composes them from the slices that own the items
 * (equipment models, materials and virtual materials, the configurator); a kind without a picker cannot
 * be added here.
 */
export type LineItemPickers = Partial<Record<SolutionLineKind, ComponentType<LineItemPickerProps>>>;
