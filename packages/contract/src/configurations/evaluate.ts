import type { ModelDefinition, ModelItem } from './configurations.model';
import type { ModelIndex } from './model-index';
import { indexModel } from './model-index';
import { sumQuantities } from './quantity';

/** Why an option cannot be picked now; `rule` is the code of the rule that says so. */
export type DisabledReason =
  | { kind: 'excludedBy'; rule: string; option: string }
  | { kind: 'requires'; rule: string; target: { type: 'option' | 'group'; code: string } }
  | { kind: 'impossible'; rule: string }
  | { kind: 'groupFull'; group: string };

/** What keeps a selection from being a valid configuration. */
export type SelectionViolation =
  | { kind: 'unknownOption'; option: string }
  | { kind: 'excludes'; rule: string; option: string; other: string }
  | { kind: 'requires'; rule: string; option: string; target: { type: 'option' | 'group'; code: string } }
  | { kind: 'tooFew'; group: string; min: number; picked: number }
  | { kind: 'tooMany'; group: string; max: number; picked: number };

export type OptionState = 'selected' | 'available' | 'disabled';

export interface OptionEvaluation {
  state: OptionState;
  reasons: DisabledReason[];
}

/** One line of the bill of materials and where its quantity comes from. */
export interface BomSource {
  type: 'base' | 'option' | 'rule';
  code: string;
  quantity: string;
}
export interface BomLine {
  item: ModelItem;
  /** The exact sum of its sources' quantities. */
  quantity: string;
  sources: BomSource[];
}

/** A picked option as it enters the bill of materials and the price. */
export interface ResolvedPick {
  group: string;
  option: string;
  item: ModelItem;
  quantity: string;
  priceDifference: string;
  leadTimeDays: number;
}
export interface ResolvedRuleLine {
  rule: string;
  option: string;
  item: ModelItem;
  quantity: string;
}

export interface Resolution {
  picks: ResolvedPick[];
  ruleLines: ResolvedRuleLine[];
  bom: BomLine[];
  leadTimeDays: number;
}

export interface Evaluation {
  valid: boolean;
  options: Record<string, OptionEvaluation>;
  violations: SelectionViolation[];
  /** Set when the selection is valid. */
  resolution: Resolution | null;
}

/** The options that an option of the selection excludes, with the rule and the excluding option. */
function excludedBySelection(index: ModelIndex, selected: ReadonlySet<string>) {
  const excluded = new Map<string, { rule: string; option: string }[]>();
  for (const code of selected)
    for (const exclusion of index.excludes.get(code) ?? []) {
      const list = excluded.get(exclusion.other);
      const entry = { rule: exclusion.rule.code, option: code };
      if (list) list.push(entry);
      else excluded.set(exclusion.other, [entry]);
    }
  return excluded;
}

/**
 * Evaluates a selection against a model: each option selected, available or disabled with the rules that
 * disable it; what keeps the selection from being valid; and for a valid one its picks and bill of materials.
 */
export function evaluate(definition: ModelDefinition, selection: readonly string[]): Evaluation {
  const index = indexModel(definition);
  const selected = new Set<string>();
  const violations: SelectionViolation[] = [];
  for (const code of selection) {
    if (!index.options.has(code)) violations.push({ kind: 'unknownOption', option: code });
    else selected.add(code);
  }
  const excluded = excludedBySelection(index, selected);
  const picked = new Map<string, number>();
  for (const code of selected) {
    const entry = index.options.get(code);
    if (entry) picked.set(entry.group.code, (picked.get(entry.group.code) ?? 0) + 1);
    for (const exclusion of index.excludes.get(code) ?? [])
      if (selected.has(exclusion.other) && (code < exclusion.other || code === exclusion.other))
        violations.push({
          kind: 'excludes',
          rule: exclusion.rule.code,
          option: code,
          other: exclusion.other,
        });
    for (const rule of index.requires.get(code) ?? []) {
      const met =
        rule.target.type === 'option'
          ? selected.has(rule.target.code)
          : (index.groups.get(rule.target.code)?.options.some((option) => selected.has(option.code)) ??
            false);
      if (!met) violations.push({ kind: 'requires', rule: rule.code, option: code, target: rule.target });
    }
  }
  for (const group of definition.groups) {
    const count = picked.get(group.code) ?? 0;
    const most = group.mode === 'single' ? 1 : group.maxPicks;
    if (count < group.minPicks)
      violations.push({ kind: 'tooFew', group: group.code, min: group.minPicks, picked: count });
    if (count > most) violations.push({ kind: 'tooMany', group: group.code, max: most, picked: count });
  }
  const options: Record<string, OptionEvaluation> = {};
  for (const [code, { group }] of index.options) {
    if (selected.has(code)) {
      options[code] = { state: 'selected', reasons: [] };
      continue;
    }
    const reasons: DisabledReason[] = [];
    const impossible = index.impossible.get(code);
    if (impossible) reasons.push({ kind: 'impossible', rule: impossible.rule });
    for (const by of excluded.get(code) ?? [])
      reasons.push({ kind: 'excludedBy', rule: by.rule, option: by.option });
    for (const rule of index.requires.get(code) ?? []) {
      const blocked =
        rule.target.type === 'option'
          ? !selected.has(rule.target.code) &&
            (excluded.has(rule.target.code) || index.impossible.has(rule.target.code))
          : !(index.groups.get(rule.target.code)?.options ?? []).some(
              (option) =>
                selected.has(option.code) ||
                (!excluded.has(option.code) && !index.impossible.has(option.code)),
            );
      if (blocked) reasons.push({ kind: 'requires', rule: rule.code, target: rule.target });
    }
    if (group.mode === 'multiple' && (picked.get(group.code) ?? 0) >= group.maxPicks)
      reasons.push({ kind: 'groupFull', group: group.code });
    options[code] = { state: reasons.length > 0 ? 'disabled' : 'available', reasons };
  }
  const valid = violations.length === 0;
  return { valid, options, violations, resolution: valid ? resolve(index, selected) : null };
}

const itemKey = (item: ModelItem) => `${item.kind}:${item.id}`;

/** The picks, quantity-rule lines and bill of materials of a valid selection, in the model's group order. */
function resolve(index: ModelIndex, selected: ReadonlySet<string>): Resolution {
  const { definition } = index;
  const picks: ResolvedPick[] = [];
  const ruleLines: ResolvedRuleLine[] = [];
  const bom = new Map<string, { item: ModelItem; sources: BomSource[] }>();
  const add = (item: ModelItem, source: BomSource) => {
    const key = itemKey(item);
    const line = bom.get(key);
    if (line) line.sources.push(source);
    else bom.set(key, { item, sources: [source] });
  };
  add({ kind: 'material', id: definition.baseMaterialId }, { type: 'base', code: '', quantity: '1' });
  const groups = [...definition.groups].sort((a, b) => a.sort - b.sort);
  for (const group of groups)
    for (const option of group.options) {
      if (!selected.has(option.code)) continue;
      picks.push({
        group: group.code,
        option: option.code,
        item: option.item,
        quantity: option.quantity,
        priceDifference: option.priceDifference,
        leadTimeDays: option.leadTimeDays,
      });
      add(option.item, { type: 'option', code: option.code, quantity: option.quantity });
      for (const rule of index.quantities.get(option.code) ?? []) {
        ruleLines.push({ rule: rule.code, option: option.code, item: rule.item, quantity: rule.quantity });
        add(rule.item, { type: 'rule', code: rule.code, quantity: rule.quantity });
      }
    }
  return {
    picks,
    ruleLines,
    bom: [...bom.values()].map((line) => ({
      item: line.item,
      quantity: sumQuantities(line.sources.map((source) => source.quantity)),
      sources: line.sources,
    })),
    leadTimeDays: picks.reduce((most, pick) => Math.max(most, pick.leadTimeDays), 0),
  };
}

/** The default selection of a model: every group's default options. */
export function defaultSelection(definition: ModelDefinition): string[] {
  return definition.groups.flatMap((group) => group.defaults);
}
