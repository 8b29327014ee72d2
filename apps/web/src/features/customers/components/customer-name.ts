import type { Language } from '@portal/contract';
import { nameInLanguage } from '@portal/contract';

/**
 * A customer's name in the reader's language, by the contract's one name rule: Chinese its registered
 * name; English its English name; Korean its Korean name, else its English one; the registered name when
 * the customer has none in that language.
 */
export function customerName(
  customer: { name: string; nameEn?: string | null; nameKr?: string | null },
  language: Language,
): string {
  return nameInLanguage({ cn: customer.name, en: customer.nameEn, kr: customer.nameKr }, language);
}
