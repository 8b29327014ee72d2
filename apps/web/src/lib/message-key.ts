import type { MessageKey } from '@portal/contract';
import type { TFunction } from 'i18next';
import i18next from 'i18next';

/**
 * Whether the loaded catalogue holds a key built at run time (a code, a role, an action), narrowing
 * it to a MessageKey. The catalogue is the contract's, as get-i18n-language serves it, so a key it
 * holds is one of the contract's. The contract's isMessageKey would answer the same but bundles all
 * three catalogues into the client, which loads only the current language from the server.
 */
export function isLoadedMessageKey(
  key: string,
  instance: { exists(key: string): boolean } = i18next,
): key is MessageKey {
  return instance.exists(key);
}

/**
 * The text of a key built at run time, or the fallback (the key itself, as i18next shows a key it
 * does not hold) when the loaded catalogue has no such key.
 */
export function translateKnown(
  t: TFunction,
  key: string,
  fallback: string = key,
  instance: { exists(key: string): boolean } = i18next,
): string {
  return isLoadedMessageKey(key, instance) ? t(key) : fallback;
}
