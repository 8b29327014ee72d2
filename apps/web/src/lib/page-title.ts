import { useEffect } from 'react';
import { createStore, useStore } from './store';

/**
 * The title a page gives itself when the route's title does not say what it shows (the record it reads,
 * e.g. "Formal quotation QT…" on a screen whose route is titled "new formal quotation"). The layout shows it
 * in the heading, the last breadcrumb and the document title while the page is open.
 */
const pageTitleStore = createStore<{ title: string | null }>({ title: null });

/** Sets the page's own title while the calling component is shown (none: the route's title). */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    pageTitleStore.set({ title: title ?? null });
    return () => pageTitleStore.set({ title: null });
  }, [title]);
}

/** The title the open page gave itself, if any. */
export const usePageTitleOverride = () => useStore(pageTitleStore, (state) => state.title);
