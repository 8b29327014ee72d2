import { createContext, useContext } from 'react';

/** The keys of the columns a list shows, in order: an export inside the list may write only those. */
export const ListColumnsContext = createContext<readonly string[] | null>(null);

export const useShownListColumns = () => useContext(ListColumnsContext);
