import type { CodeTableEntry, Language, Location } from '@portal/contract';
import { createStore, useStore } from './store';

/** Application state of spec section 3. */
export interface AppState {
  codeTable: Record<string, CodeTableEntry[]>;
  cpqCodeTable: Record<string, CodeTableEntry[]>;
  systemConfigList: Array<{ key: string; value: string }>;
  countryList: Location[];
  language: Language;
  windowSize: { width: number; height: number };
  menuCollapsed: boolean;
  menuHidden: boolean;
  /** A phone inside the enterprise messaging app's browser. */
  isMessagingAppPhone: boolean;
}

const hideMenuKey = 'hideMenu';

export function detectMessagingAppPhone(userAgent: string = navigator.userAgent): boolean {
  return (
    /Mobile|Android|iPhone/i.test(userAgent) && /wxwork|DingTalk|Lark|Feishu|MicroMessenger/i.test(userAgent)
  );
}

/** display=hideMenu in the URL, or the stored flag, hides the side menu (spec section 1). */
export function detectMenuHidden(search: string = location.search): boolean {
  const fromUrl = new URLSearchParams(search).get('display') === 'hideMenu';
  if (fromUrl) sessionStorage.setItem(hideMenuKey, '1');
  return fromUrl || sessionStorage.getItem(hideMenuKey) === '1';
}

export const appStore = createStore<AppState>({
  codeTable: {},
  cpqCodeTable: {},
  systemConfigList: [],
  countryList: [],
  language: 'en',
  windowSize: {
    width: typeof window === 'undefined' ? 1200 : window.innerWidth,
    height: typeof window === 'undefined' ? 800 : window.innerHeight,
  },
  menuCollapsed: false,
  menuHidden: false,
  isMessagingAppPhone: false,
});

export const useAppState = <S>(select: (s: AppState) => S) => useStore(appStore, select);
