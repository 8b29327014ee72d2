import type { Language } from '../../core/constants';

/**
 * A new step's name in each language ({{n}}: its position). Kept apart from the catalogue because the work-flow
 * editor names a new step in all three languages at once, while a screen loads only its reader's catalogue;
 * the catalogue's `workFlow.defaultStepName` reads the same texts.
 */
export const defaultStepNames: Record<Language, string> = {
  en: 'Step {{n}}',
  cn: '步骤 {{n}}',
  kr: '처리 단계 {{n}}',
};
