import type { Language, ProductLine } from '@portal/contract';
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

/** A percentage as the user reads it: '50.00' → '50.00%'. */
export const percent = (value: string | null | undefined) => (value ? `${value}%` : formats.emptyPlaceholder);
