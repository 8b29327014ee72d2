import { identityRefs, referenceDataEndpoints } from '@portal/contract';
import { appStore } from './app-state';
import { codeTablesChangedEvent, groupByType, mergeCpqCodeTable } from './code-tables';
import { request } from './request';
import { sessionStore } from './session';

/** Thrown when the menu cannot be loaded: the user goes to sign-in (spec section 2, start-up). */
export class MenuLoadError extends Error {}

/**
 * Before the first protected route: the menu, then the user (and for partners the partner
 * information), then the country list and the code tables. The language is loaded before render.
 */
export async function loadSession(): Promise<void> {
  let menu;
  try {
    menu = await request(identityRefs.getMenu);
  } catch {
    sessionStore.set({ menuData: [], buttonData: [] });
    throw new MenuLoadError();
  }
  sessionStore.set({ menuData: menu.menus, buttonData: menu.buttons });

  const user = await request(identityRefs.getLoginUser);
  const partnerInfo = user.kind === 'partner' ? await request(identityRefs.getUserPartnerInfo) : null;
  sessionStore.set({ userInfo: user, roles: user.roles, partnerInfo });
  localStorage.setItem('loginType', user.kind === 'partner' ? 'partner' : 'staff');
  // Inside the messaging app's browser, its JS API token; a server without an adapter refuses it (no token).
  if (appStore.get().isMessagingAppPhone)
    void request(identityRefs.getMessagingToken, { silent: true }).then(
      (answer) => sessionStore.set({ ssToken: answer.token }),
      () => sessionStore.set({ ssToken: null }),
    );

  const [countries] = await Promise.all([
    request(referenceDataEndpoints.getLocationByParent, { body: { parentId: -1 } }),
    reloadCodeTables(),
  ]);
  appStore.set({ countryList: countries });
  sessionStore.set({ ready: true });
  if (!watching) {
    watching = true;
    document.addEventListener('visibilitychange', refreshStaleCodeTables);
    window.addEventListener(codeTablesChangedEvent, () => void reloadCodeTables().catch(() => undefined));
  }
}

/** When the code tables were last loaded (ms since the epoch). */
let loadedAt = 0;
let watching = false;

/** How old the code tables may grow before a return to the tab loads them again (another admin's change). */
const codeTablesStaleMs = 60_000;

/**
 * Loads the code tables again (after an administrator changes them: `codeTablesChangedEvent`; and when a
 * stale tab is shown again), so every form's choices follow the server without a reload of the page or a
 * restart of the server.
 */
async function reloadCodeTables(): Promise<void> {
  const [codeTable, cpq] = await Promise.all([
    request(referenceDataEndpoints.getCodeTable, { query: {} }),
    request(referenceDataEndpoints.getCpqCodeTable),
  ]);
  loadedAt = Date.now();
  appStore.set({
    codeTable: groupByType(codeTable),
    cpqCodeTable: groupByType(mergeCpqCodeTable(cpq.cpqCodeTableVOList, cpq.basicDataListVOList)),
  });
}

function refreshStaleCodeTables() {
  if (document.visibilityState !== 'visible' || Date.now() - loadedAt < codeTablesStaleMs) return;
  if (!sessionStore.get().ready) return;
  reloadCodeTables().catch(() => undefined);
}
