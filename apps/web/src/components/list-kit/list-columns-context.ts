import { createContext, useContext } from 'react';

/**
 * The keys of the columns a list shows, in order: an export inside the list writes only those. Null outside
 * a list with a column chooser, or when the reader chose to export every column.
 */
export const ListColumnsContext = createContext<readonly string[] | null>(null);

export const useShownListColumns = () => useContext(ListColumnsContext);
