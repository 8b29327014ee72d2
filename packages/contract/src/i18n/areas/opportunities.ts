import { defineMessages } from '../define-messages';

/** Business opportunities, their distribution (sales and planning owners) and cases. */
export const opportunityMessages = defineMessages({
  en: {},
  cn: {},
  kr: {},
});
