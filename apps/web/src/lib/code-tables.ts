import type { BasicDataEntry, CodeTableEntry, Language } from '@portal/contract';
import { codeTypes } from '@portal/contract';

/** Entries grouped by codeType. */
export function groupByType(entries: readonly CodeTableEntry[]): Record<string, CodeTableEntry[]> {
  const groups: Record<string, CodeTableEntry[]> = {};
  for (const entry of entries) (groups[entry.codeType] ??= []).push(entry);
  return groups;
}

/**
 * The CPQ table with product lines from basic data added as PRODUCT_LINE_TYPE_CRM; the server's own
 * entries of that type are dropped (spec section 3).
 */
export function mergeCpqCodeTable(
  cpq: readonly CodeTableEntry[],
  basicData: readonly BasicDataEntry[],
): CodeTableEntry[] {
  const kept = cpq.filter((e) => e.codeType !== codeTypes.productLineCrm);
  const productLines: CodeTableEntry[] = basicData.map((b) => ({
    codeType: codeTypes.productLineCrm,
    code: b.productLineCode,
    codeDescCn: b.basicDataCodeDescCn,
    codeDescEn: b.basicDataCodeDescEn,
    codeDescLangCode: null,
    activeStatus: 1,
    description: null,
  }));
  return [...kept, ...productLines];
}

/**
 * A code's label: the translation key when the catalogue has it, else the description in the current
 * language, falling back to the Chinese one (spec section 3).
 */
export function codeLabel(
  entry: Pick<CodeTableEntry, 'codeDescLangCode' | 'codeDescCn' | 'codeDescEn'>,
  language: Language,
  translate: (key: string) => string | undefined,
): string {
  if (entry.codeDescLangCode) {
    const text = translate(entry.codeDescLangCode);
    if (text) return text;
  }
  if (language === 'en' && entry.codeDescEn) return entry.codeDescEn;
  return entry.codeDescCn;
}
