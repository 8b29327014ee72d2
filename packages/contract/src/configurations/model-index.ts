import type {
  ExcludesRule,
  ModelDefinition,
  ModelGroup,
  ModelOption,
  QuantityRule,
  RequiresRule,
} from './configurations.model';

/** An option with its group. */
export interface IndexedOption {
  option: ModelOption;
  group: ModelGroup;
}

/** The other side of an excludes rule, seen from one option. */
export interface Exclusion {
  rule: ExcludesRule;
  other: string;
}

/** Why an option can never be picked: the rule that makes it impossible, reached through `via` when not itself. */
export interface ImpossibleReason {
  rule: string;
  via?: string;
}

/**
 * What the rule engine looks up, built once per definition (a published version never changes): options and
 * groups by code, rules by the option they concern, and the options no selection can ever hold.
 */
export interface ModelIndex {
  definition: ModelDefinition;
  options: Map<string, IndexedOption>;
  groups: Map<string, ModelGroup>;
  excludes: Map<string, Exclusion[]>;
  requires: Map<string, RequiresRule[]>;
  quantities: Map<string, QuantityRule[]>;
  impossible: Map<string, ImpossibleReason>;
  /** Requires rules on cycles (option A requires B ... requires A), by rule code. */
  cycleRules: Set<string>;
}

const cache = new WeakMap<ModelDefinition, ModelIndex>();

function push<V>(map: Map<string, V[]>, key: string, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The index of a definition; cached by the definition object, so keep one object per model version. */
export function indexModel(definition: ModelDefinition): ModelIndex {
  const cached = cache.get(definition);
  if (cached) return cached;
  const options = new Map<string, IndexedOption>();
  const groups = new Map<string, ModelGroup>();
  for (const group of definition.groups) {
    if (!groups.has(group.code)) groups.set(group.code, group);
    for (const option of group.options)
      if (!options.has(option.code)) options.set(option.code, { option, group });
  }
  const excludes = new Map<string, Exclusion[]>();
  const requires = new Map<string, RequiresRule[]>();
  const quantities = new Map<string, QuantityRule[]>();
  for (const rule of definition.rules) {
    switch (rule.kind) {
      case 'excludes':
        push(excludes, rule.option, { rule, other: rule.other });
        if (rule.other !== rule.option) push(excludes, rule.other, { rule, other: rule.option });
        break;
      case 'requires':
        push(requires, rule.option, rule);
        break;
      case 'quantity':
        push(quantities, rule.option, rule);
        break;
    }
  }
  const index: ModelIndex = {
    definition,
    options,
    groups,
    excludes,
    requires,
    quantities,
    impossible: new Map(),
    cycleRules: new Set(),
  };
  findImpossible(index);
  findCycles(index);
  cache.set(definition, index);
  return index;
}

/**
 * The options an option forces through requires-option rules (itself included), each with the rule that
 * brought it in.
 */
export function forcedBy(index: ModelIndex, code: string): Map<string, string | null> {
  const forced = new Map<string, string | null>([[code, null]]);
  const queue = [code];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const rule of index.requires.get(next) ?? []) {
      if (rule.target.type !== 'option' || forced.has(rule.target.code)) continue;
      forced.set(rule.target.code, rule.code);
      queue.push(rule.target.code);
    }
  }
  return forced;
}

/**
 * Options that no selection can hold, found to a fixed point: an option whose forced options exclude one
 * another, overfill a group, include an impossible option, or require a group none of whose options remains
 * possible. A sound approximation: every option found is truly impossible.
 */
function findImpossible(index: ModelIndex) {
  const closures = new Map<string, Map<string, string | null>>();
  for (const code of index.options.keys()) closures.set(code, forcedBy(index, code));
  let changed = true;
  while (changed) {
    changed = false;
    for (const [code, forced] of closures) {
      if (index.impossible.has(code)) continue;
      const reason = impossibleReason(index, code, forced);
      if (reason) {
        index.impossible.set(code, reason);
        changed = true;
      }
    }
  }
}

function impossibleReason(
  index: ModelIndex,
  code: string,
  forced: Map<string, string | null>,
): ImpossibleReason | null {
  const perGroup = new Map<string, number>();
  for (const [member, broughtBy] of forced) {
    const via = member === code ? undefined : member;
    const entry = index.options.get(member);
    if (!entry) return { rule: broughtBy ?? '', via };
    const dead = index.impossible.get(member);
    if (dead && member !== code) return { rule: dead.rule, via };
    for (const exclusion of index.excludes.get(member) ?? [])
      if (forced.has(exclusion.other)) return { rule: exclusion.rule.code, via };
    const count = (perGroup.get(entry.group.code) ?? 0) + 1;
    perGroup.set(entry.group.code, count);
    const most = entry.group.mode === 'single' ? 1 : entry.group.maxPicks;
    if (count > most && broughtBy) return { rule: broughtBy, via };
    for (const rule of index.requires.get(member) ?? []) {
      if (rule.target.type !== 'group') continue;
      const group = index.groups.get(rule.target.code);
      const open = group?.options.some(
        (option) =>
          !index.impossible.has(option.code) &&
          !(index.excludes.get(option.code) ?? []).some((exclusion) => forced.has(exclusion.other)),
      );
      if (!open) return { rule: rule.code, via };
    }
  }
  return null;
}

/** Requires rules that lie on a cycle of requires between options (Tarjan's strongly connected components). */
function findCycles(index: ModelIndex) {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const component = new Map<string, number>();
  let counter = 0;
  let components = 0;
  const visit = (code: string) => {
    order.set(code, counter);
    low.set(code, counter);
    counter++;
    stack.push(code);
    onStack.add(code);
    for (const rule of index.requires.get(code) ?? []) {
      if (rule.target.type !== 'option' || !index.options.has(rule.target.code)) continue;
      const next = rule.target.code;
      if (!order.has(next)) {
        visit(next);
        low.set(code, Math.min(low.get(code) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(code, Math.min(low.get(code) ?? 0, order.get(next) ?? 0));
    }
    if (low.get(code) === order.get(code)) {
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        component.set(member, components);
        if (member === code) break;
      }
      components++;
    }
  };
  for (const code of index.options.keys()) if (!order.has(code)) visit(code);
  for (const [code, rules] of index.requires)
    for (const rule of rules)
      if (
        rule.target.type === 'option' &&
        component.has(code) &&
        component.get(code) === component.get(rule.target.code)
      )
        index.cycleRules.add(rule.code);
}
