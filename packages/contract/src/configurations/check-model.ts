import type { ModelDefinition } from './configurations.model';
import { defaultSelection, evaluate } from './evaluate';
import { indexModel } from './model-index';

export const modelIssueCodes = [
  'duplicateCode',
  'unknownOption',
  'unknownGroup',
  'selfRule',
  'minAboveMax',
  'singleMaxAboveOne',
  'minAboveOptions',
  'noOptions',
  'unknownDefault',
  'defaultsBreakGroup',
  'defaultsBreakRule',
  'optionImpossible',
  'groupImpossible',
  'requiresCycle',
] as const;
export type ModelIssueCode = (typeof modelIssueCodes)[number];

/**
 * One finding of the model check. An error makes the model unusable (it is never saved); a warning is saved
 * in a draft but keeps it from being published. `rule`, `group`, `option` and `other` name what is wrong.
 */
export interface ModelIssue {
  code: ModelIssueCode;
  severity: 'error' | 'warning';
  rule?: string;
  group?: string;
  option?: string;
  other?: string;
}

/**
 * Checks a model definition: unknown references, duplicate codes, impossible group bounds, defaults that break
 * the rules, options that no selection can hold and required groups the rules make impossible (naming the
 * rule), and requires rules on a cycle that makes a choice impossible.
 */
export function checkModel(definition: ModelDefinition): ModelIssue[] {
  const issues: ModelIssue[] = [];
  const groupCodes = new Set<string>();
  const optionCodes = new Set<string>();
  for (const group of definition.groups) {
    if (groupCodes.has(group.code))
      issues.push({ code: 'duplicateCode', severity: 'error', group: group.code });
    groupCodes.add(group.code);
    for (const option of group.options) {
      if (optionCodes.has(option.code))
        issues.push({ code: 'duplicateCode', severity: 'error', option: option.code });
      optionCodes.add(option.code);
    }
  }
  const ruleCodes = new Set<string>();
  for (const rule of definition.rules) {
    if (ruleCodes.has(rule.code)) issues.push({ code: 'duplicateCode', severity: 'error', rule: rule.code });
    ruleCodes.add(rule.code);
    if (!optionCodes.has(rule.option))
      issues.push({ code: 'unknownOption', severity: 'error', rule: rule.code, option: rule.option });
    if (rule.kind === 'excludes') {
      if (!optionCodes.has(rule.other))
        issues.push({ code: 'unknownOption', severity: 'error', rule: rule.code, option: rule.other });
      if (rule.other === rule.option)
        issues.push({ code: 'selfRule', severity: 'error', rule: rule.code, option: rule.option });
    }
    if (rule.kind === 'requires') {
      const known = rule.target.type === 'option' ? optionCodes : groupCodes;
      if (!known.has(rule.target.code))
        issues.push({
          code: rule.target.type === 'option' ? 'unknownOption' : 'unknownGroup',
          severity: 'error',
          rule: rule.code,
          ...(rule.target.type === 'option' ? { option: rule.target.code } : { group: rule.target.code }),
        });
      if (rule.target.type === 'option' && rule.target.code === rule.option)
        issues.push({ code: 'selfRule', severity: 'error', rule: rule.code, option: rule.option });
    }
  }
  for (const group of definition.groups) {
    if (group.minPicks > group.maxPicks)
      issues.push({ code: 'minAboveMax', severity: 'error', group: group.code });
    if (group.mode === 'single' && group.maxPicks > 1)
      issues.push({ code: 'singleMaxAboveOne', severity: 'error', group: group.code });
    if (group.options.length === 0)
      issues.push({ code: 'noOptions', severity: 'warning', group: group.code });
    else if (group.minPicks > group.options.length)
      issues.push({ code: 'minAboveOptions', severity: 'error', group: group.code });
    for (const code of group.defaults)
      if (!group.options.some((option) => option.code === code))
        issues.push({ code: 'unknownDefault', severity: 'error', group: group.code, option: code });
  }
  // The rule analysis below needs a model whose references hold.
  if (issues.some((issue) => issue.severity === 'error')) return issues;

  const index = indexModel(definition);
  for (const group of definition.groups) {
    const possible = group.options.filter((option) => !index.impossible.has(option.code));
    if (possible.length < group.minPicks) {
      const blocked = group.options.find((option) => index.impossible.has(option.code));
      const reason = blocked ? index.impossible.get(blocked.code) : undefined;
      issues.push({
        code: 'groupImpossible',
        severity: 'error',
        group: group.code,
        rule: reason?.rule,
        option: blocked?.code,
      });
    }
  }
  for (const [code, reason] of index.impossible) {
    const onCycle = (index.requires.get(code) ?? []).find((rule) => index.cycleRules.has(rule.code));
    if (onCycle)
      issues.push({
        code: 'requiresCycle',
        severity: 'error',
        rule: onCycle.code,
        option: code,
        other: reason.rule,
      });
    else issues.push({ code: 'optionImpossible', severity: 'warning', option: code, rule: reason.rule });
  }
  const defaults = evaluate(definition, defaultSelection(definition));
  for (const violation of defaults.violations) {
    switch (violation.kind) {
      case 'tooFew':
      case 'tooMany':
        issues.push({ code: 'defaultsBreakGroup', severity: 'error', group: violation.group });
        break;
      case 'excludes':
        issues.push({
          code: 'defaultsBreakRule',
          severity: 'error',
          rule: violation.rule,
          option: violation.option,
          other: violation.other,
        });
        break;
      case 'requires':
        issues.push({
          code: 'defaultsBreakRule',
          severity: 'error',
          rule: violation.rule,
          option: violation.option,
        });
        break;
      case 'unknownOption':
        break;
    }
  }
  return issues;
}

/** True when the check finds no error (warnings allowed): the model may be saved as a draft. */
export function isSavable(issues: readonly ModelIssue[]): boolean {
  return !issues.some((issue) => issue.severity === 'error');
}
