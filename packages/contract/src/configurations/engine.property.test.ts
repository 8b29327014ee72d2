import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ModelDefinition, ModelRule } from './configurations.model';
import { evaluate } from './evaluate';
import { indexModel } from './model-index';
import { quantityFromUnits, quantityUnits } from './quantity';
import { resolveConflicts } from './resolve-conflicts';
import { group, model, option } from './test-models';

/** A rule before it gets its code (distributes over the kinds). */
type WithoutCode<R> = R extends unknown ? Omit<R, 'code'> : never;

/** Random models: up to 5 groups of up to 4 options, and up to 12 rules between any of their options. */
const models: fc.Arbitrary<ModelDefinition> = fc
  .array(
    fc.record({
      multiple: fc.boolean(),
      options: fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 40000 })), {
        minLength: 1,
        maxLength: 4,
      }),
      min: fc.integer({ min: 0, max: 2 }),
      max: fc.integer({ min: 1, max: 3 }),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .chain((specs) => {
    const groups = specs.map((spec, g) =>
      group(
        `G${g}`,
        spec.options.map(([material, units], o) =>
          option(`G${g}O${o}`, material, { quantity: quantityFromUnits(BigInt(units)) }),
        ),
        {
          mode: spec.multiple ? 'multiple' : 'single',
          minPicks: Math.min(spec.min, spec.multiple ? spec.max : 1),
          maxPicks: spec.multiple ? spec.max : 1,
        },
      ),
    );
    const codes = groups.flatMap((g) => g.options.map((o) => o.code));
    const groupCodes = groups.map((g) => g.code);
    const rule: fc.Arbitrary<WithoutCode<ModelRule>> = fc.oneof(
      // Two distinct options (the model check refuses an option excluding itself); a lone option excludes none.
      fc
        .tuple(fc.nat(codes.length - 1), fc.nat(Math.max(codes.length - 2, 0)))
        .map(([a, shift]) => ({
          kind: 'excludes' as const,
          option: codes[a] ?? '',
          other: codes[(a + 1 + shift) % codes.length] ?? '',
        }))
        .map((r) =>
          r.option === r.other
            ? { kind: 'requires' as const, option: r.option, target: { type: 'group' as const, code: 'G0' } }
            : r,
        ),
      fc.record({
        kind: fc.constant('requires' as const),
        option: fc.constantFrom(...codes),
        target: fc.oneof(
          fc.record({ type: fc.constant('option' as const), code: fc.constantFrom(...codes) }),
          fc.record({ type: fc.constant('group' as const), code: fc.constantFrom(...groupCodes) }),
        ),
      }),
      fc.record({
        kind: fc.constant('quantity' as const),
        option: fc.constantFrom(...codes),
        item: fc.record({ kind: fc.constant('material' as const), id: fc.integer({ min: 1, max: 6 }) }),
        quantity: fc.integer({ min: 1, max: 99999 }).map((units) => quantityFromUnits(BigInt(units))),
      }),
    );
    return fc.array(rule, { maxLength: 12 }).map((rules) =>
      model(
        groups,
        rules.map((r, i): ModelRule => ({ ...r, code: `R${i}` })),
      ),
    );
  });

const withSelection = models.chain((definition) => {
  const codes = definition.groups.flatMap((g) => g.options.map((o) => o.code));
  return fc.tuple(fc.constant(definition), fc.subarray(codes), fc.constantFrom(...codes));
});

describe('rule engine properties', () => {
  it('no selection the engine accepts breaks a rule or a group bound', () => {
    fc.assert(
      fc.property(withSelection, ([definition, selection]) => {
        const result = evaluate(definition, selection);
        if (!result.valid) return;
        const picked = new Set(selection);
        for (const rule of definition.rules) {
          if (!picked.has(rule.option)) continue;
          if (rule.kind === 'excludes')
            expect(rule.other !== rule.option && picked.has(rule.other)).toBe(false);
          if (rule.kind === 'requires') {
            const met =
              rule.target.type === 'option'
                ? picked.has(rule.target.code)
                : definition.groups.some(
                    (g) => g.code === rule.target.code && g.options.some((o) => picked.has(o.code)),
                  );
            expect(met).toBe(true);
          }
        }
        for (const g of definition.groups) {
          const count = g.options.filter((o) => picked.has(o.code)).length;
          expect(count).toBeGreaterThanOrEqual(g.minPicks);
          expect(count).toBeLessThanOrEqual(g.maxPicks);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('resolveConflicts always keeps the wanted option and leaves no exclusion between picks', () => {
    fc.assert(
      fc.property(withSelection, ([definition, selection, wanted]) => {
        const result = resolveConflicts(definition, selection, wanted);
        expect(result.selection).toContain(wanted);
        const picked = new Set(result.selection);
        for (const rule of definition.rules)
          if (rule.kind === 'excludes' && rule.option !== rule.other)
            expect(picked.has(rule.option) && picked.has(rule.other)).toBe(false);
        const evaluation = evaluate(definition, result.selection);
        expect(evaluation.violations.filter((v) => v.kind === 'excludes')).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('every bill-of-materials quantity is the exact sum of its parts, and the parts are the picks', () => {
    fc.assert(
      fc.property(withSelection, ([definition, selection]) => {
        const result = evaluate(definition, selection);
        if (!result.resolution) return;
        const { bom, picks, ruleLines } = result.resolution;
        for (const line of bom) {
          const parts = line.sources.reduce((total, source) => total + quantityUnits(source.quantity), 0n);
          expect(quantityUnits(line.quantity)).toBe(parts);
        }
        const total = bom.reduce((sum, line) => sum + quantityUnits(line.quantity), 0n);
        const fromParts =
          quantityUnits('1') +
          picks.reduce((sum, pick) => sum + quantityUnits(pick.quantity), 0n) +
          ruleLines.reduce((sum, line) => sum + quantityUnits(line.quantity), 0n);
        expect(total).toBe(fromParts);
      }),
      { numRuns: 300 },
    );
  });

  it('an option the index calls impossible is in no accepted selection', () => {
    fc.assert(
      fc.property(withSelection, ([definition, selection]) => {
        const result = evaluate(definition, selection);
        if (!result.valid) return;
        const index = indexModel(definition);
        for (const code of selection) expect(index.impossible.has(code)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });
});
