import type { ComponentType } from 'react';

/**
 * An item picked for a new line (of a solution, a quotation): what the line shows until the server answers
 * with its prices. `K` is the kind of line the item makes (a configured product, a material, ...).
 */
export interface PickedItem<K extends string = string> {
  kind: K;
  itemId: number;
  code: string;
  name: string;
}

/** What a picker is given: where to hand the item, and what its screen adds (e.g. the product line). */
export type ItemPickerProps<K extends string, Context extends object = object> = Context & {
  onPick: (item: PickedItem<K>) => void;
};

/**
 * How each kind of line finds its item: a page composes them from the slices that own the items (equipment
 * models, configured products, materials and virtual materials), so the slice with the lines imports none of
 * them; a kind without a picker cannot be added.
 */
export type ItemPickers<K extends string, Context extends object = object> = Partial<
  Record<K, ComponentType<ItemPickerProps<K, Context>>>
>;
