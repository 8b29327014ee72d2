import { defineMessages } from '../define-messages';

/** The .xlsx export of lists. */
export const exportMessages = defineMessages({
  en: {},
  cn: {},
  kr: {},
});
