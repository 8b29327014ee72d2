import { defineMessages } from '../define-messages';

/** Orders: list, detail, lines and status history. */
export const orderMessages = defineMessages({
  en: {},
  cn: {},
  kr: {},
});
