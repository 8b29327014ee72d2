import type { Language } from '@portal/contract';

/** A partner's name to show: the Chinese name in cn, else the English one when there is one. */
export function companyLabel(row: { companyName: string; companyNameEn: string | null }, language: Language) {
  return language === 'cn' ? row.companyName : row.companyNameEn || row.companyName;
}
