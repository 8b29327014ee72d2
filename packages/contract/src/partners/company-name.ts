import type { Language } from '../core/constants';

/**
 * The one rule for naming a partner company to a reader: its Chinese name (`name`) in Chinese; in
 * any other language its English name (`nameEn`), or the Chinese name when it has no English one.
 * The server uses it in the messages and exports it writes, the web client on every screen.
 */
export function partnerCompanyName(
  company: { name: string; nameEn?: string | null },
  language: Language,
): string {
  if (language === 'cn') return company.name;
  return company.nameEn?.trim() ? company.nameEn : company.name;
}
