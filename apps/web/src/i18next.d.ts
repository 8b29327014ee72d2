import type { MessageKey } from '@portal/contract';
import 'i18next';

// t('key') is checked against the catalogue at compile time: a missing key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Record<MessageKey, string> };
  }
}
