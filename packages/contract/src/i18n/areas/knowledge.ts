import { defineMessages } from '../define-messages';

/** QA entries and policies. */
export const knowledgeMessages = defineMessages({
  en: {},
  cn: {},
  kr: {},
});
