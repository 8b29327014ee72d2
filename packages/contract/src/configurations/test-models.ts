import type { ModelDefinition, ModelGroup, ModelOption, ModelRule } from './configurations.model';

/** Builders of small model definitions for the engine's tests and benchmarks. */
export function option(code: string, materialId = 1, extra: Partial<ModelOption> = {}): ModelOption {
  return {
    code,
    names: { cn: code },
    item: { kind: 'material', id: materialId },
    quantity: '1',
    priceDifference: '0',
    leadTimeDays: 0,
    ...extra,
  };
}

export function group(
  code: string,
  options: ModelOption[],
  extra: Partial<Omit<ModelGroup, 'options'>> = {},
): ModelGroup {
  return {
    code,
    names: { cn: code },
    mode: 'single',
    minPicks: 0,
    maxPicks: 1,
    defaults: [],
    sort: 0,
    options,
    ...extra,
  };
}

export function model(groups: ModelGroup[], rules: ModelRule[] = [], baseMaterialId = 100): ModelDefinition {
  return { baseMaterialId, groups, rules };
}

export const requires = (
  code: string,
  from: string,
  to: string,
  type: 'option' | 'group' = 'option',
): ModelRule => ({
  kind: 'requires',
  code,
  option: from,
  target: { type, code: to },
});
export const excludes = (code: string, a: string, b: string): ModelRule => ({
  kind: 'excludes',
  code,
  option: a,
  other: b,
});
export const adds = (code: string, from: string, materialId: number, quantity: string): ModelRule => ({
  kind: 'quantity',
  code,
  option: from,
  item: { kind: 'material', id: materialId },
  quantity,
});

/**
 * A generated model of `groups` groups of `options` options each and `rules` rules between options of
 * different groups (requires pointing forward only, so no cycles): the size the benchmark measures.
 */
export function generatedModel(groups: number, options: number, rules: number, seed = 1): ModelDefinition {
  let state = seed;
  const random = (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
  const built = Array.from({ length: groups }, (_, g) =>
    group(
      `G${g}`,
      Array.from({ length: options }, (_, o) => option(`G${g}O${o}`, 1 + ((g * options + o) % 40))),
      {
        mode: g % 3 === 0 ? 'multiple' : 'single',
        minPicks: g % 3 === 0 ? 0 : 1,
        maxPicks: g % 3 === 0 ? 3 : 1,
        defaults: g % 3 === 0 ? [] : [`G${g}O0`],
        sort: g,
      },
    ),
  );
  const list: ModelRule[] = [];
  for (let r = 0; r < rules; r++) {
    const g1 = random(groups - 1);
    const g2 = g1 + 1 + random(groups - g1 - 1);
    // Never the default options, so the defaults stay a valid configuration.
    const a = `G${g1}O${1 + random(options - 1)}`;
    const b = `G${g2}O${1 + random(options - 1)}`;
    switch (r % 3) {
      case 0:
        list.push(excludes(`R${r}`, a, b));
        break;
      case 1:
        list.push(requires(`R${r}`, a, `G${g2}`, 'group'));
        break;
      default:
        list.push(adds(`R${r}`, a, 1 + random(40), `${1 + random(4)}`));
    }
  }
  return model(built, list);
}
