import type { Language, Location } from '@portal/contract';

/** A country's name in the reader's language (Korean falls back to English when missing). */
export function countryName(country: Location, language: Language): string {
  if (language === 'cn') return country.nameCn;
  if (language === 'kr') return country.nameKr || country.nameEn;
  return country.nameEn;
}
