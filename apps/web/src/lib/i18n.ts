import type { Language } from '@portal/contract';
import { referenceDataRefs } from '@portal/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appStore } from './app-state';
import { localeOf, storeLanguageCookie } from './language';
import { request } from './request';

/** Work a language change waits for besides the texts, added by modules that load later (dayjs). */
type LanguageHook = (language: Language) => Promise<void>;
const languageHooks = new Set<LanguageHook>();

async function loadCatalogue(language: Language) {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const catalogue = await request(referenceDataRefs.getI18nLanguage, { query: { language } });
  i18n.addResourceBundle(language, 'translation', catalogue, true, true);
}

async function applyLanguage(language: Language) {
  await Promise.all([...languageHooks].map((hook) => hook(language)));
  document.documentElement.lang = localeOf[language].html;
  appStore.set({ language });
}

/**
 * Runs a hook for the current language now and for every later change, before the change shows. The
 * signed-in shell sets dayjs' locale this way, so the sign-in page does not load dayjs.
 */
export function addLanguageHook(hook: LanguageHook): Promise<void> {
  languageHooks.add(hook);
  return hook(appStore.get().language);
}

/** Loads the texts of the language before the first render (the catalogue comes from the server). */
export async function initI18n(language: Language) {
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    showSupportNotice: false,
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
