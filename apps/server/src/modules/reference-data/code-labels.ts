import type { CodeTableEntry, Language, PartnerType } from '@portal/contract';
import { codeEntryLabel, isMessageKey, nameInLanguage, translate } from '@portal/contract';

type LabelledEntry = Pick<
  CodeTableEntry,
  'code' | 'codeDescCn' | 'codeDescEn' | 'codeDescKr' | 'codeDescLangCode'
>;

const catalogueText = (language: Language) => (key: string) =>
  isMessageKey(key) ? translate(language, key) : undefined;

/** An entry's label in one language, by the contract's code-label rule over the server's catalogue. */
export const codeEntryLabelIn = (entry: LabelledEntry, language: Language) =>
  codeEntryLabel(entry, language, catalogueText(language));

/** A partner-type entry named in the three languages (the session's and the type list's shape). */
export function partnerTypeOf(entry: LabelledEntry): PartnerType {
  return {
    typeCode: entry.code,
    typeName: codeEntryLabelIn(entry, 'cn'),
    typeNameEn: codeEntryLabelIn(entry, 'en'),
    typeNameKr: codeEntryLabelIn(entry, 'kr'),
  };
}

/** An equipment model's description (kept in English, Chinese and Korean) in the reader's language. */
export function equipmentDescriptionIn(
  row: { description: string | null; descriptionCn: string | null; descriptionKr: string | null },
  language: Language,
): string | null {
  const cn = row.descriptionCn ?? row.description;
  if (cn === null) return null;
  return nameInLanguage({ cn, en: row.description, kr: row.descriptionKr }, language);
}

/** A product line's name (kept in three languages) in the reader's language. */
export const productLineNameIn = (
  line: { nameCn: string; nameEn: string | null; nameKr: string | null },
  language: Language,
) => nameInLanguage({ cn: line.nameCn, en: line.nameEn, kr: line.nameKr }, language);
