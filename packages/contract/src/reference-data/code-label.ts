import type { Language } from '../core/constants';
import { nameInLanguage } from '../core/name-in-language';
import type { CodeTableEntry } from './reference-data.schema';

/**
 * A code-table entry's label for a reader: the text of its translation key when the catalogue has
 * one, else its descriptions by the language rule (`nameInLanguage`: Korean, else English, else
 * Chinese). `translate` answers undefined for a key the catalogue lacks.
 */
export function codeEntryLabel(
  entry: Pick<CodeTableEntry, 'codeDescLangCode' | 'codeDescCn' | 'codeDescEn'> & {
    codeDescKr?: string | null;
  },
  language: Language,
  translate: (key: string) => string | undefined,
): string {
  const text = entry.codeDescLangCode ? translate(entry.codeDescLangCode) : undefined;
  return (
    text ?? nameInLanguage({ cn: entry.codeDescCn, en: entry.codeDescEn, kr: entry.codeDescKr }, language)
  );
}
