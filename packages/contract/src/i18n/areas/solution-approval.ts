import { defineMessages } from '../define-messages';

/** Solution approval as a kind of process: its name, the process centre's link and the notices' noun. */
export const solutionApprovalMessages = defineMessages({
  en: {
    'process.kind.solution': 'Solution approval',
    'processCentre.detail.open.solution': 'Open the solution',
    'notice.subject.solution': 'solution',
  },
  cn: {
    'process.kind.solution': '方案审批',
    'processCentre.detail.open.solution': '查看方案',
    'notice.subject.solution': '方案',
  },
  kr: {
    'process.kind.solution': '솔루션 승인',
    'processCentre.detail.open.solution': '솔루션 보기',
    'notice.subject.solution': '솔루션',
  },
});
