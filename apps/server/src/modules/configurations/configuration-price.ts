import type { ItemInfo, ModelDefinition, PricedBomLine, Resolution } from '@portal/contract';
import { refused } from '../../core/app-error';
import { decimal, moneyString, sum, times } from '../../core/money';
import { itemKey } from '../materials';

export interface PricedConfiguration {
  bom: PricedBomLine[];
  listPrice: string;
  currency: string;
}

/**
 * The list price of a resolved configuration, exact: the base material's list price, plus for each picked
 * option its material's price × quantity and its price difference, plus each quantity rule's material price
 * × quantity; rounded once, at the end, to the currency of the base material. A virtual material without a
 * reference price counts zero. Every line must be priced in the base material's currency.
 */
export function priceConfiguration(
  definition: ModelDefinition,
  resolution: Resolution,
  items: ReadonlyMap<string, ItemInfo>,
): PricedConfiguration {
  const base = items.get(itemKey('material', definition.baseMaterialId));
  if (!base) throw refused('configuration.error.unknownItem', { item: `#${definition.baseMaterialId}` });
  const currency = base.currency;
  const differences = new Map(resolution.picks.map((pick) => [pick.option, pick.priceDifference]));
  const bom = resolution.bom.map((line): PricedBomLine => {
    const item = items.get(itemKey(line.item.kind, line.item.id));
    if (!item)
      throw refused('configuration.error.unknownItem', { item: `${line.item.kind} #${line.item.id}` });
    if (item.currency !== currency)
      throw refused('configuration.error.currency', {
        item: item.code,
        currency: item.currency,
        base: currency,
      });
    const unitPrice = item.price ?? '0';
    const amount = sum(
      line.sources.map((source) =>
        times(unitPrice, source.quantity).plus(
          source.type === 'option' ? decimal(differences.get(source.code) ?? '0') : 0,
        ),
      ),
    );
    return { item, quantity: line.quantity, amount: amount.toString(), sources: line.sources };
  });
  return { bom, listPrice: moneyString(sum(bom.map((line) => line.amount)), currency), currency };
}
