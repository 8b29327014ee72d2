import type { BasicDataEntry, CodeTableEntry } from '@portal/contract';
import { codeEntryLabel, codeTypes } from '@portal/contract';

/**
 * The window event a screen sends after it changed the code tables: the start-up's code tables load again
 * (an event, so that a screen does not import the start-up's module into a chunk of its own).
 */
export const codeTablesChangedEvent = 'portal:code-tables-changed';

/**
 * The first part of the query key of every form's reference data read through TanStack Query (product
 * lines, equipment models): system management invalidates it after a change, so a form offers the change
 * at once.
 */
export const referenceDataQueryKey = ['reference-data'] as const;

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
    codeDescKr: b.basicDataCodeDescKr,
    codeDescLangCode: null,
    activeStatus: 1,
    description: null,
  }));
  return [...kept, ...productLines];
}

/**
 * A code's label: the translation key when the catalogue has it, else the description in the current
 * language by the contract's language rule (spec section 3).
 */
export const codeLabel = codeEntryLabel;
