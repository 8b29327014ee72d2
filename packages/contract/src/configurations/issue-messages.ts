import type { MessageKey, MessageParams } from '../i18n/catalog';
import type { ModelIssue } from './check-model';
import type { DisabledReason, SelectionViolation } from './evaluate';

/** How a message shows an option or a group: its name in the reader's language, else its code. */
export type LabelOf = (type: 'option' | 'group', code: string) => string;
const byCode: LabelOf = (_type, code) => code;

export interface Message {
  key: MessageKey;
  params: MessageParams;
}

/** The message of a model check finding; the rule is named by its code, options and groups by `label`. */
export function modelIssueMessage(issue: ModelIssue, label: LabelOf = byCode): Message {
  return {
    key: `configuration.issue.${issue.code}`,
    params: {
      rule: issue.rule ?? '',
      group: issue.group ? label('group', issue.group) : '',
      option: issue.option ? label('option', issue.option) : '',
      other: issue.other ?? '',
    },
  };
}

/** The reason shown beside a disabled option ("excluded by … (rule R2)"). */
export function disabledReasonMessage(reason: DisabledReason, label: LabelOf = byCode): Message {
  switch (reason.kind) {
    case 'excludedBy':
      return {
        key: 'configuration.reason.excludedBy',
        params: { rule: reason.rule, option: label('option', reason.option) },
      };
    case 'requires':
      return {
        key: 'configuration.reason.requires',
        params: { rule: reason.rule, target: label(reason.target.type, reason.target.code) },
      };
    case 'impossible':
      return { key: 'configuration.reason.impossible', params: { rule: reason.rule } };
    case 'groupFull':
      return { key: 'configuration.reason.groupFull', params: { group: label('group', reason.group) } };
  }
}

/** What keeps a selection from being valid, as a sentence. */
export function violationMessage(violation: SelectionViolation, label: LabelOf = byCode): Message {
  switch (violation.kind) {
    case 'unknownOption':
      return { key: 'configuration.violation.unknownOption', params: { option: violation.option } };
    case 'excludes':
      return {
        key: 'configuration.violation.excludes',
        params: {
          rule: violation.rule,
          option: label('option', violation.option),
          other: label('option', violation.other),
        },
      };
    case 'requires':
      return {
        key: 'configuration.violation.requires',
        params: {
          rule: violation.rule,
          option: label('option', violation.option),
          target: label(violation.target.type, violation.target.code),
        },
      };
    case 'tooFew':
      return {
        key: 'configuration.violation.tooFew',
        params: { group: label('group', violation.group), min: violation.min },
      };
    case 'tooMany':
      return {
        key: 'configuration.violation.tooMany',
        params: { group: label('group', violation.group), max: violation.max },
      };
  }
}
