import { defineMessages } from '../define-messages';

/** Clues (leads): creation, import, assignment, follow-up, conversion. */
export const clueMessages = defineMessages({
  en: {},
  cn: {},
  kr: {},
});
