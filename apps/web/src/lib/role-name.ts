import type { Language } from '@portal/contract';
import { nameInLanguage } from '@portal/contract';
import type { TFunction } from 'i18next';
import { translateKnown } from './message-key';

/** A role as lists name it: its code and key, and the names an administrator gave it (if any). */
export interface NamedRole {
  code: string;
  titleKey: string;
  nameCn?: string | null;
  nameEn?: string | null;
  nameKr?: string | null;
}

/**
 * A role's name for the reader: the names an administrator gave it, in the reader's language by the one
 * name rule; else its built-in title; else its code.
 */
export function roleName(role: NamedRole, t: TFunction, language: Language): string {
  if (role.nameCn) return nameInLanguage({ cn: role.nameCn, en: role.nameEn, kr: role.nameKr }, language);
  return translateKnown(t, role.titleKey, role.code);
}
