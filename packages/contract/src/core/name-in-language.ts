import type { Language } from './constants';

/** A name (or short description) kept in up to three languages; the Chinese one always exists. */
export interface NamesByLanguage {
  cn: string;
  en?: string | null;
  kr?: string | null;
}

const present = (value: string | null | undefined) => (value?.trim() ? value : undefined);

/**
 * The one rule for showing data kept in several languages to a reader: the reader's own language
 * when the data has it; else English (the common language of the portal's readers); else Chinese,
 * which every record has. Company names, partner types, regions, countries, product lines and
 * equipment descriptions all go through it.
 */
export function nameInLanguage(names: NamesByLanguage, language: Language): string {
  switch (language) {
    case 'cn':
      return names.cn;
    case 'en':
      return present(names.en) ?? names.cn;
    case 'kr':
      return present(names.kr) ?? present(names.en) ?? names.cn;
  }
}
