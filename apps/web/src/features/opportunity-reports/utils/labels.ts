import type { Language, ProductLine, ReportPartner } from '@portal/contract';
import { formats } from '@portal/contract';

/** A product line's name in the user's language; the code when it is unknown, '--' when empty. */
export function productLineName(
  lines: readonly ProductLine[] | undefined,
  code: string | null | undefined,
  language: Language,
): string {
  if (!code) return formats.emptyPlaceholder;
  const line = lines?.find((candidate) => candidate.code === code);
  if (!line) return code;
  return language === 'cn' ? line.nameCn : language === 'kr' ? line.nameKr : line.nameEn;
}

/** A partner's name: the Chinese one in cn, the English one (when it has one) otherwise. */
export function partnerName(partner: ReportPartner, language: Language): string {
  return language === 'cn' ? partner.name : (partner.nameEn ?? partner.name);
}

/** A percentage as the user reads it: '50.00' → '50.00%'. */
export const percent = (value: string | null | undefined) => (value ? `${value}%` : formats.emptyPlaceholder);
