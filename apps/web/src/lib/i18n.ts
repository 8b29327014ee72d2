import type { Language } from '@portal/contract';
import { referenceDataEndpoints } from '@portal/contract';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appStore } from './app-state';
import { localeOf, storeLanguageCookie } from './language';
import { request } from './request';

const dayjsLocales: Record<Language, () => Promise<unknown>> = {
  cn: () => import('dayjs/locale/zh-cn'),
  en: () => Promise.resolve(),
  kr: () => import('dayjs/locale/ko'),
};

async function loadCatalogue(language: Language) {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const catalogue = await request(referenceDataEndpoints.getI18nLanguage, { query: { language } });
  i18n.addResourceBundle(language, 'translation', catalogue, true, true);
}

async function applyLanguage(language: Language) {
  await dayjsLocales[language]();
  dayjs.locale(localeOf[language].dayjs);
  document.documentElement.lang = localeOf[language].html;
  appStore.set({ language });
}

/** Loads the texts of the language before the first render (the catalogue comes from the server). */
export async function initI18n(language: Language) {
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadCatalogue(language);
  await applyLanguage(language);
}

/** Switches language: the cookie, the texts from get-i18n-language, Ant Design's and dayjs' locales. */
export async function changeLanguage(language: Language) {
  storeLanguageCookie(language);
  await loadCatalogue(language);
  await i18n.changeLanguage(language);
  await applyLanguage(language);
}
