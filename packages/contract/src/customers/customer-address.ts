import type { Language } from '../core/constants';
import { nameInLanguage } from '../core/name-in-language';

/** A customer's address as it is kept: the registered one, and its English one when given. */
export interface CustomerAddresses {
  address: string | null;
  addressEn?: string | null;
}

/**
 * A customer's address in the reader's language, by the one name rule (`nameInLanguage`): Chinese the
 * registered address; English and Korean the English address; the registered address when there is no
 * English one (and the English one when only it was given). Null when the customer has none.
 */
export function customerAddress(customer: CustomerAddresses, language: Language): string | null {
  const registered = customer.address ?? customer.addressEn ?? null;
  if (registered === null) return null;
  return nameInLanguage({ cn: registered, en: customer.addressEn }, language);
}
