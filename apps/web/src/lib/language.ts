import type { Language } from '@portal/contract';
import { defaultLanguage, isLanguage } from '@portal/contract';

/** Language from the cookie `language`, else the browser language, else en (spec section 1). */
export function detectLanguage(
  cookie: string = document.cookie,
  browser: readonly string[] = navigator.languages,
): Language {
  const fromCookie = /(?:^|;\s*)language=([^;]*)/.exec(cookie)?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'zh') return 'cn';
    if (primary === 'ko') return 'kr';
    if (primary === 'en') return 'en';
  }
  return defaultLanguage;
}

export function storeLanguageCookie(language: Language) {
  document.cookie = `language=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Ant Design's and dayjs' locale of each language. */
export const localeOf: Record<
  Language,
  { antd: 'zh_CN' | 'en_US' | 'ko_KR'; dayjs: 'zh-cn' | 'en' | 'ko'; html: string }
> = {
  cn: { antd: 'zh_CN', dayjs: 'zh-cn', html: 'zh-CN' },
  en: { antd: 'en_US', dayjs: 'en', html: 'en' },
  kr: { antd: 'ko_KR', dayjs: 'ko', html: 'ko' },
};
