import type { Language } from '../core/constants';
import { nameInLanguage } from '../core/name-in-language';

/**
 * The one rule for naming a partner company to a reader: its Chinese name (`name`) in Chinese; in
 * Korean its Korean name (`nameKr`), else its English one; in English its English name (`nameEn`);
 * the Chinese name when it has neither. The server uses it in the messages and exports it writes,
 * the web client on every screen.
 */
export function partnerCompanyName(
  company: { name: string; nameEn?: string | null; nameKr?: string | null },
  language: Language,
): string {
  return nameInLanguage({ cn: company.name, en: company.nameEn, kr: company.nameKr }, language);
}

/** A record's partner (its `companyName`, `companyNameEn` and `companyNameKr`) named by the rule above. */
export function recordCompanyName(
  record: { companyName: string; companyNameEn?: string | null; companyNameKr?: string | null },
  language: Language,
): string {
  return partnerCompanyName(
    { name: record.companyName, nameEn: record.companyNameEn, nameKr: record.companyNameKr },
    language,
  );
}
