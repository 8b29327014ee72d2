import { catalogs } from '@portal/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Tests render with the real catalogues, synchronously, in English unless a test switches. */
export function initI18nForTests() {
  if (i18n.isInitialized) return;
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: { translation: catalogs.en },
      cn: { translation: catalogs.cn },
      kr: { translation: catalogs.kr },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    initAsync: false,
  });
}
