import type { MessageKey } from '@portal/contract';
import { useEffect } from 'react';
import { createStore, useStore } from './store';

/** A breadcrumb before the page's title: its message key, and where it leads (none: plain text). */
export interface PageCrumb {
  titleKey: MessageKey;
  path?: string;
}

/**
 * The title a page gives itself when the route's title does not say what it shows (the record it reads,
 * e.g. "Formal quotation QT…" on a screen whose route is titled "new formal quotation"). The layout shows it
 * in the heading, the last breadcrumb and the document title while the page is open. A page that shows a
 * record of another list than its route's (an additional quotation read on the formal screen) also gives
 * the breadcrumbs that lead back to that list.
 */
const pageTitleStore = createStore<{
  title: string | null;
  crumbs: readonly PageCrumb[] | null;
  highlight: string | null;
}>({
  title: null,
  crumbs: null,
  highlight: null,
});

/**
 * Sets the page's own title (and crumbs, and the menu entry to highlight: the list the crumbs lead back to)
 * while the calling component is shown (none: the route's). The crumbs are a constant of the page (a
 * module-level list), so the effect runs when the title changes.
 */
export function usePageTitle(
  title: string | null | undefined,
  crumbs?: readonly PageCrumb[],
  highlight?: string,
) {
  useEffect(() => {
    pageTitleStore.set({ title: title ?? null, crumbs: crumbs ?? null, highlight: highlight ?? null });
    return () => pageTitleStore.set({ title: null, crumbs: null, highlight: null });
  }, [title, crumbs, highlight]);
}

/** The title the open page gave itself, if any. */
export const usePageTitleOverride = () => useStore(pageTitleStore, (state) => state.title);

/** The breadcrumbs the open page gave itself, if any. */
export const usePageCrumbsOverride = () => useStore(pageTitleStore, (state) => state.crumbs);

/** The menu entry the open page asked to highlight, if any. */
export const usePageHighlightOverride = () => useStore(pageTitleStore, (state) => state.highlight);
