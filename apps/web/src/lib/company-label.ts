import type { Language } from '@portal/contract';
import { partnerCompanyName } from '@portal/contract';

/** The partner of a record (its `companyName` and `companyNameEn`) named in the reader's language. */
export function companyLabel(row: { companyName: string; companyNameEn: string | null }, language: Language) {
  return partnerCompanyName({ name: row.companyName, nameEn: row.companyNameEn }, language);
}
