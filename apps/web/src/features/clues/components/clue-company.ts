import type { Clue, Language } from '@portal/contract';
import { formats } from '@portal/contract';
import { companyLabel } from '../../../lib/company-label';

/** The company a clue is assigned to, named in the reader's language; a placeholder when none. */
export function clueCompany(
  clue: Pick<Clue, 'companyName' | 'companyNameEn' | 'companyNameKr'>,
  language: Language,
): string {
  const { companyName, companyNameEn, companyNameKr } = clue;
  if (companyName === null) return formats.emptyPlaceholder;
  return companyLabel({ companyName, companyNameEn, companyNameKr }, language);
}
