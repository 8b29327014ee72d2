import { defineMessages } from '../define-messages';

/**
 * Deadlines of approval steps and protections: the escalation an overdue task takes (work-flow editor,
 * process history, task status) and the notices the scheduled jobs write.
 */
export const deadlineMessages = defineMessages({
  en: {
    'process.action.escalate': 'Escalated (overdue)',
    'processCentre.taskStatus.escalated': 'Escalated',
    'processCentre.detail.escalatedTo': 'from {{from}} to {{name}}',
    'workFlow.field.escalateTo': 'Escalate when overdue to',
    'workFlow.escalateHint':
      'An overdue task goes to these approvers once; without any, only its approver is told it is overdue.',
    'workFlow.action.addEscalation': 'Add escalation approver',
    'notice.subject.opportunity': 'opportunity',
    'notice.kind.taskDueSoon': 'A step waiting for me is near its due time',
    'notice.kind.taskOverdue': 'A step waiting for me is overdue',
    'notice.kind.taskEscalated': 'An overdue step was escalated to me',
    'notice.kind.protectionEnding': 'A registration protection ends in 14 days',
    'notice.text.taskDueSoon': '{{subject}} {{no}} is due for approval by {{until}}',
    'notice.text.taskOverdue': 'The approval of {{subject}} {{no}} is overdue (due {{until}})',
    'notice.text.taskEscalated': '{{subject}} {{no}} is overdue and was escalated to you; due {{until}}',
    'notice.text.protectionEnding': 'The protection of {{subject}} {{no}} ends on {{until}}',
  },
  cn: {
    'process.action.escalate': '超时转交',
    'processCentre.taskStatus.escalated': '已超时转交',
    'processCentre.detail.escalatedTo': '由 {{from}} 转交给 {{name}}',
    'workFlow.field.escalateTo': '超时后转交给',
    'workFlow.escalateHint': '超时的审批任务转交给这些审批人（仅一次）；未设置时，只通知审批人已超时。',
    'workFlow.action.addEscalation': '添加超时转交审批人',
    'notice.subject.opportunity': '商机',
    'notice.kind.taskDueSoon': '待我审批的步骤即将到期',
    'notice.kind.taskOverdue': '待我审批的步骤已超时',
    'notice.kind.taskEscalated': '超时的步骤已转交给我',
    'notice.kind.protectionEnding': '报备保护期将在 14 天内结束',
    'notice.text.taskDueSoon': '{{subject}} {{no}} 请于 {{until}} 前审批',
    'notice.text.taskOverdue': '{{subject}} {{no}} 的审批已超时（期限 {{until}}）',
    'notice.text.taskEscalated': '{{subject}} {{no}} 审批超时，已转交给您，请于 {{until}} 前审批',
    'notice.text.protectionEnding': '{{subject}} {{no}} 的保护期将于 {{until}} 结束',
  },
  kr: {
    'process.action.escalate': '기한 초과 이관',
    'processCentre.taskStatus.escalated': '기한 초과 이관됨',
    'processCentre.detail.escalatedTo': '{{from}}에서 {{name}}에게 이관',
    'workFlow.field.escalateTo': '기한 초과 시 이관 대상',
    'workFlow.escalateHint':
      '기한이 지난 승인 작업은 이 승인자에게 한 번 이관됩니다. 지정하지 않으면 승인자에게 기한 초과만 알립니다.',
    'workFlow.action.addEscalation': '이관 대상 추가',
    'notice.subject.opportunity': '영업 기회',
    'notice.kind.taskDueSoon': '내 승인 대기 처리 단계의 기한이 다가옴',
    'notice.kind.taskOverdue': '내 승인 대기 처리 단계의 기한이 지남',
    'notice.kind.taskEscalated': '기한이 지난 처리 단계가 나에게 이관됨',
    'notice.kind.protectionEnding': '등록 건의 보호 기간이 14일 안에 종료됨',
    'notice.text.taskDueSoon': '{{subject}} {{no}}의 승인 기한은 {{until}}입니다',
    'notice.text.taskOverdue': '{{subject}} {{no}}의 승인 기한({{until}})이 지났습니다',
    'notice.text.taskEscalated':
      '{{subject}} {{no}}의 승인 기한이 지나 귀하에게 이관되었습니다. 기한: {{until}}',
    'notice.text.protectionEnding': '{{subject}} {{no}}의 보호 기간이 {{until}}에 종료됩니다',
  },
});
