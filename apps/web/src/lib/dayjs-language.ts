import type { Language } from '@portal/contract';
import dayjs from 'dayjs';
import { addLanguageHook } from './i18n';
import { localeOf } from './language';

const dayjsLocales: Record<Language, () => Promise<unknown>> = {
  cn: () => import('dayjs/locale/zh-cn'),
  en: () => Promise.resolve(),
  kr: () => import('dayjs/locale/ko'),
};

/** Keeps dayjs' locale on the app's language; resolves once the current one is set. */
export function followLanguageInDayjs(): Promise<void> {
  return addLanguageHook(async (language) => {
    await dayjsLocales[language]();
    dayjs.locale(localeOf[language].dayjs);
  });
}
