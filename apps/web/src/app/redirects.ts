import type { PageRoute } from './routes';
import { pageRoutes } from './routes';

/**
 * Parent paths and odd spellings that lead to a screen (the specification's section 2). A parent path
 * opens the first of its screens the user may see, `to` first (see `firstVisibleChild`).
 */
export interface Redirect {
  from: string;
  to: string;
}

export const redirects: Redirect[] = [
  { from: '/process', to: '/process/index' },
  { from: '/quote', to: '/quote/index' },
  { from: '/supplementaryQuotation.js', to: '/supplementaryQuotation/index' },
  { from: '/supplementaryQuotation', to: '/supplementaryQuotation/index' },
  { from: '/supplementary-quotation', to: '/supplementary-quotation/index' },
  { from: '/additionalQuotation', to: '/additional-quotation/index' },
  { from: '/additionalQuotation/index', to: '/additional-quotation/index' },
  { from: '/additionalQuotation/create', to: '/additional-quotation/create' },
  { from: '/additional-quotation', to: '/additional-quotation/index' },
  { from: '/mainQuotation', to: '/mainQuotation/index' },
  { from: '/main-quotation', to: '/main-quotation/index' },
  { from: '/partner', to: '/partner/company' },
  { from: '/business', to: '/business/oppt-filing' },
  { from: '/business/oppt-list', to: '/business/oppt-list/all' },
  { from: '/clue', to: '/clue/assigned' },
  { from: '/training', to: '/training/index' },
  { from: '/empower', to: '/empower/training' },
  { from: '/solution', to: '/solution/index' },
  { from: '/virtual', to: '/virtual/index' },
  { from: '/integrated-material', to: '/integrated-material/list' },
  { from: '/system', to: '/system/exception-log' },
];

/**
 * Where a redirect leads this user: its target if the user may see it, else the first screen under the
 * parent path (a menu-level one: no detail, no sub-screen) in the table's order that the user may see.
 * With none visible, the target (which then says "no permission").
 */
export function firstVisibleChild(redirect: Redirect, canSee: (menuCode: string) => boolean): string {
  const visible = (route: PageRoute) => route.menuCode === null || canSee(route.menuCode);
  const target = pageRoutes.find((route) => route.path === redirect.to);
  if (!target || visible(target)) return redirect.to;
  const child = pageRoutes.find(
    (route) =>
      route.path.startsWith(`${redirect.from}/`) &&
      !route.needsId &&
      (route.highlight === undefined || route.highlight === route.path) &&
      visible(route),
  );
  return child?.path ?? redirect.to;
}
