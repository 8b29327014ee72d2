import type { Language, Location } from '@portal/contract';

/** A company's name to show: the Chinese name in cn, else the English one when there is one. */
export function companyName(company: { name: string; nameEn: string | null }, language: Language): string {
  return language === 'cn' ? company.name : company.nameEn || company.name;
}

/** A country's name in the current language. */
export function countryName(country: Location, language: Language): string {
  if (language === 'cn') return country.nameCn;
  if (language === 'kr') return country.nameKr || country.nameEn;
  return country.nameEn;
}
