import type { Language, Location } from '@portal/contract';
import { nameInLanguage } from '@portal/contract';

/** A country's name in the reader's language, by the contract's language rule. */
export function countryName(country: Location, language: Language): string {
  return nameInLanguage({ cn: country.nameCn, en: country.nameEn, kr: country.nameKr }, language);
}
