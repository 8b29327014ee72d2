import type { CodeTableEntry, Language } from '@portal/contract';
import { codeTypes, formats, nameInLanguage } from '@portal/contract';
import { useMemo } from 'react';
import { useAppState } from './app-state';

/** Names a record may carry for its product line (when the line is no longer in basic data). */
export interface ProductLineNames {
  productLineNameCn: string | null;
  productLineNameEn?: string | null;
  productLineNameKr?: string | null;
}

/** A product line of basic data named in the reader's language (Korean, else English, else Chinese). */
export const productLineEntryName = (entry: CodeTableEntry, language: Language) =>
  nameInLanguage({ cn: entry.codeDescCn, en: entry.codeDescEn, kr: entry.codeDescKr }, language);

/**
 * The one product-line source of every screen: the CPQ code table's product lines (basic data, named
 * in cn, en and kr), as select options (active ones) and a label for any code: its basic-data name,
 * else the names the record carries, else the code itself; '--' when empty.
 */
export function useProductLines() {
  const entries = useAppState((s) => s.cpqCodeTable[codeTypes.productLineCrm]);
  const language = useAppState((s) => s.language);
  return useMemo(() => {
    const list = entries ?? [];
    const names = new Map(list.map((entry) => [entry.code, productLineEntryName(entry, language)]));
    const options = list
      .filter((entry) => entry.activeStatus === 1)
      .map((entry) => ({ value: entry.code, label: names.get(entry.code) ?? entry.code }));
    const label = (code: string | null | undefined, carried?: ProductLineNames) => {
      if (!code) return formats.emptyPlaceholder;
      const known = names.get(code);
      if (known) return known;
      const { productLineNameCn: cn, productLineNameEn: en, productLineNameKr: kr } = carried ?? {};
      return cn ? nameInLanguage({ cn, en, kr }, language) : code;
    };
    return { options, label };
  }, [entries, language]);
}
