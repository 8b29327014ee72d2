import { describe, expect, it } from 'vitest';
import { checkModel } from './check-model';
import { modelDefinitionSchema } from './configurations.model';
import { evaluate } from './evaluate';
import { resolveConflicts } from './resolve-conflicts';
import { adds, excludes, group, model, option, requires } from './test-models';
import { sumQuantities } from './quantity';

// A laser cutter: a source group (one of three), cooling, extras.
const laser = model(
  [
    group('SRC', [option('S3', 1), option('S6', 2), option('S12', 3)], { minPicks: 1, defaults: ['S3'] }),
    group('COOL', [option('AIR', 4), option('CHILL', 5)], { minPicks: 0 }),
    group('EXTRA', [option('FUME', 6), option('NEST', 7, { quantity: '2.5' })], {
      mode: 'multiple',
      maxPicks: 2,
    }),
  ],
  [
    requires('R1', 'S12', 'CHILL'),
    excludes('R2', 'AIR', 'S12'),
    adds('R3', 'CHILL', 8, '2'),
    adds('R4', 'FUME', 7, '0.5'),
  ],
);

describe('evaluate', () => {
  it('accepts a valid selection and resolves its bill of materials', () => {
    const result = evaluate(laser, ['S12', 'CHILL', 'NEST', 'FUME']);
    expect(result.valid).toBe(true);
    expect(result.resolution?.bom).toEqual([
      {
        item: { kind: 'material', id: 100 },
        quantity: '1',
        sources: [{ type: 'base', code: '', quantity: '1' }],
      },
      {
        item: { kind: 'material', id: 3 },
        quantity: '1',
        sources: [{ type: 'option', code: 'S12', quantity: '1' }],
      },
      {
        item: { kind: 'material', id: 5 },
        quantity: '1',
        sources: [{ type: 'option', code: 'CHILL', quantity: '1' }],
      },
      {
        item: { kind: 'material', id: 8 },
        quantity: '2',
        sources: [{ type: 'rule', code: 'R3', quantity: '2' }],
      },
      {
        item: { kind: 'material', id: 6 },
        quantity: '1',
        sources: [{ type: 'option', code: 'FUME', quantity: '1' }],
      },
      {
        item: { kind: 'material', id: 7 },
        quantity: '3',
        sources: [
          { type: 'rule', code: 'R4', quantity: '0.5' },
          { type: 'option', code: 'NEST', quantity: '2.5' },
        ],
      },
    ]);
  });

  it('disables an excluded option with the rule and the excluding option', () => {
    const result = evaluate(laser, ['S12', 'CHILL']);
    expect(result.options.AIR).toEqual({
      state: 'disabled',
      reasons: [{ kind: 'excludedBy', rule: 'R2', option: 'S12' }],
    });
    expect(result.options.S3?.state).toBe('available');
  });

  it('disables an option whose required option is excluded', () => {
    const small = model(
      [group('X', [option('A')]), group('Y', [option('B')]), group('Z', [option('C')])],
      [requires('R1', 'A', 'C'), excludes('R2', 'B', 'C')],
    );
    expect(evaluate(small, ['B']).options.A).toEqual({
      state: 'disabled',
      reasons: [{ kind: 'requires', rule: 'R1', target: { type: 'option', code: 'C' } }],
    });
  });

  it('names unmet requirements, exclusions, group bounds and unknown options', () => {
    const result = evaluate(laser, ['S12', 'AIR', 'S3', 'NOPE']);
    expect(result.valid).toBe(false);
    expect(result.resolution).toBeNull();
    expect(result.violations).toEqual(
      expect.arrayContaining([
        { kind: 'unknownOption', option: 'NOPE' },
        { kind: 'excludes', rule: 'R2', option: 'AIR', other: 'S12' },
        { kind: 'requires', rule: 'R1', option: 'S12', target: { type: 'option', code: 'CHILL' } },
        { kind: 'tooMany', group: 'SRC', max: 1, picked: 2 },
      ]),
    );
    expect(evaluate(laser, []).violations).toEqual([{ kind: 'tooFew', group: 'SRC', min: 1, picked: 0 }]);
  });

  it('disables the remaining options of a full multiple-choice group', () => {
    const small = model([group('X', [option('A'), option('B')], { mode: 'multiple', maxPicks: 1 })]);
    expect(evaluate(small, ['A']).options.B?.reasons).toEqual([{ kind: 'groupFull', group: 'X' }]);
  });
});

describe('checkModel', () => {
  it('finds nothing wrong in a sound model', () => {
    expect(checkModel(laser)).toEqual([]);
  });

  it('refuses a required group the rules make impossible, naming the rule', () => {
    const broken = model(
      [
        group('A', [option('A1')], { minPicks: 1, defaults: ['A1'] }),
        group('B', [option('B1')], { minPicks: 1, defaults: ['B1'] }),
      ],
      [requires('R1', 'B1', 'A1'), excludes('R2', 'A1', 'B1')],
    );
    const issues = checkModel(broken);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'groupImpossible', group: 'B', rule: 'R2', severity: 'error' }),
      ]),
    );
  });

  it('finds a cycle of requires that makes a choice impossible', () => {
    const cyclic = model(
      [group('A', [option('A1'), option('A2')]), group('B', [option('B1')])],
      [requires('R1', 'A1', 'B1'), requires('R2', 'B1', 'A2'), requires('R3', 'A2', 'A1')],
    );
    expect(checkModel(cyclic)).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'requiresCycle', severity: 'error' })]),
    );
  });

  it('finds unknown references, duplicates, bounds and defaults breaking rules', () => {
    const bad = model(
      [
        group('A', [option('A1'), option('A1')], {
          mode: 'multiple',
          minPicks: 3,
          maxPicks: 2,
          defaults: ['ZZ'],
        }),
      ],
      [requires('R1', 'A1', 'NOPE'), requires('R2', 'A1', 'NOGROUP', 'group'), excludes('R3', 'A1', 'A1')],
    );
    const codes = checkModel(bad).map(
      (issue) => `${issue.code}:${issue.rule ?? issue.group ?? issue.option ?? ''}`,
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'duplicateCode:A1',
        'unknownOption:R1',
        'unknownGroup:R2',
        'selfRule:R3',
        'minAboveMax:A',
        'minAboveOptions:A',
        'unknownDefault:A',
      ]),
    );
    const defaults = model(
      [group('A', [option('A1')], { defaults: ['A1'] }), group('B', [option('B1')], { defaults: ['B1'] })],
      [excludes('R9', 'A1', 'B1')],
    );
    expect(checkModel(defaults)).toEqual([
      { code: 'defaultsBreakRule', severity: 'error', rule: 'R9', option: 'A1', other: 'B1' },
    ]);
  });
});

describe('resolveConflicts', () => {
  it('drops the options that exclude the wanted one and adds what it requires', () => {
    const result = resolveConflicts(laser, ['S3', 'AIR', 'FUME'], 'S12');
    expect(new Set(result.selection)).toEqual(new Set(['S12', 'CHILL', 'FUME']));
    expect(result.dropped.sort()).toEqual(['AIR', 'S3']);
    expect(result.added).toEqual(['CHILL']);
    expect(evaluate(laser, result.selection).valid).toBe(true);
  });
});

describe('model schema', () => {
  it('refuses negative and zero quantities and names the field', () => {
    const parsed = modelDefinitionSchema.safeParse(
      model([group('A', [option('A1', 1, { quantity: '-1' })])]),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('validation.quantity');
    expect(
      modelDefinitionSchema.safeParse(model([group('A', [option('A1', 1, { quantity: '0' })])])).success,
    ).toBe(false);
    expect(
      modelDefinitionSchema.safeParse(model([group('A', [option('A1', 1, { quantity: '0.001' })])])).success,
    ).toBe(true);
  });

  it('sums quantities exactly', () => {
    expect(sumQuantities(['0.1', '0.2', '2.7'])).toBe('3');
    expect(sumQuantities(['0.0001', '999999.9999'])).toBe('1000000');
  });
});
