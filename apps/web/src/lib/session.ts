import type { Language, LoginUser, MenuItem, PartnerInfo } from '@portal/contract';
import { nameInLanguage, recordCompanyName } from '@portal/contract';
import { createStore, useStore } from './store';

/** Session state of spec section 3: userInfo, menuData, buttonData, roles, partnerInfo, ssToken. */
export interface SessionState {
  userInfo: LoginUser | null;
  menuData: MenuItem[];
  buttonData: string[];
  roles: string[];
  partnerInfo: PartnerInfo;
  /** The messaging app's JS API token, on a phone inside the messaging app's browser (ssApi/get-token). */
  ssToken: string | null;
  ready: boolean;
}

export const sessionStore = createStore<SessionState>({
  userInfo: null,
  menuData: [],
  buttonData: [],
  roles: [],
  partnerInfo: null,
  ssToken: null,
  ready: false,
});

export const useSession = <S>(select: (s: SessionState) => S) => useStore(sessionStore, select);

/** Whether the user's menus include this code (menus and buttons only mirror what the server enforces). */
export function hasMenu(code: string, state: SessionState = sessionStore.get()): boolean {
  return state.menuData.some((m) => m.code === code);
}

export function hasButton(code: string, state: SessionState = sessionStore.get()): boolean {
  return state.buttonData.includes(code);
}

/** partnerTypeNameStr: the partner type names joined with semicolons, in the reader's language. */
export function partnerTypeNameStr(info: PartnerInfo, language: Language): string {
  if (!info) return '';
  return info.partnerTypeList
    .map((t) => nameInLanguage({ cn: t.typeName, en: t.typeNameEn, kr: t.typeNameKr }, language))
    .join(';');
}

/** The translation key of a role code: partner_admin → role.partnerAdmin. */
export function roleTitleKey(code: string): string {
  return `role.${code.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}`;
}

/** The company name to show, in the reader's language by the one company-name rule. */
export function companyDisplayName(
  info: PartnerInfo,
  fallback: string | null,
  language: Language,
): string | null {
  if (!info) return fallback;
  return recordCompanyName(info, language);
}
