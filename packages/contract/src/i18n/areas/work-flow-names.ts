import { defineMessages } from '../define-messages';

/**
 * A work-flow step's name in three languages (the editor's inputs), and the question before leaving a
 * form with unsaved changes (the web's `useLeaveGuard`).
 */
export const workFlowNameMessages = defineMessages({
  en: {
    'workFlow.field.stepNameCn': 'Step name (Chinese)',
    'workFlow.field.stepNameEn': 'Step name (English)',
    'workFlow.field.stepNameKr': 'Step name (Korean)',
    'workFlow.stepNamesHint':
      'Each reader sees the name in their language; without it, in English, otherwise in Chinese.',
    'workFlow.leaveText': 'Your changes to this work flow have not been saved and will be lost.',
    'leaveGuard.title': 'Discard unsaved changes?',
    'leaveGuard.text': 'Your changes have not been saved and will be lost.',
    'leaveGuard.leave': 'Leave',
    'leaveGuard.stay': 'Stay',
  },
  cn: {
    'workFlow.field.stepNameCn': '步骤名称（中文）',
    'workFlow.field.stepNameEn': '步骤名称（英文）',
    'workFlow.field.stepNameKr': '步骤名称（韩文）',
    'workFlow.stepNamesHint': '读者看到其语言的名称；未填写时显示英文，英文也未填写时显示中文',
    'workFlow.leaveText': '您对本工作流的修改尚未保存，离开后将丢失。',
    'leaveGuard.title': '修改尚未保存，确定离开吗？',
    'leaveGuard.text': '您的修改尚未保存，离开后将丢失。',
    'leaveGuard.leave': '离开',
    'leaveGuard.stay': '留在本页',
  },
  kr: {
    'workFlow.field.stepNameCn': '처리 단계 이름(중국어)',
    'workFlow.field.stepNameEn': '처리 단계 이름(영어)',
    'workFlow.field.stepNameKr': '처리 단계 이름(한국어)',
    'workFlow.stepNamesHint':
      '사용자에게는 사용자 언어의 이름이 표시됩니다. 없으면 영어, 영어도 없으면 중국어 이름이 표시됩니다.',
    'workFlow.leaveText': '이 워크플로의 변경 사항이 저장되지 않았습니다. 나가면 변경 사항이 사라집니다.',
    'leaveGuard.title': '저장하지 않고 나가시겠습니까?',
    'leaveGuard.text': '저장하지 않은 변경 사항이 있습니다. 나가면 변경 사항이 사라집니다.',
    'leaveGuard.leave': '나가기',
    'leaveGuard.stay': '계속 작성',
  },
});
