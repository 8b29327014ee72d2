import type { Language } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** The languages in the order the switches offer them. */
export const languageOrder: readonly Language[] = ['cn', 'en', 'kr'];

/** Each language named in its own script. */
export function useLanguageNames(): Record<Language, string> {
  const { t } = useTranslation();
  return { cn: t('layout.languageCn'), en: t('layout.languageEn'), kr: t('layout.languageKr') };
}
