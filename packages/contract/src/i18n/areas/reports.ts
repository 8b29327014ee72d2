import { defineMessages } from '../define-messages';

/** Opportunity reports (deal registration), the company lookup and the registration agreement. */
export const reportMessages = defineMessages({
  en: {},
  cn: {},
  kr: {},
});
