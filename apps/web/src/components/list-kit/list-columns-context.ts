import { createContext, useContext } from 'react';

/**
 * The keys of the columns a list shows, in order: an export inside the list writes only those. Null outside
 * a list with a column chooser, or when the reader chose to export every column.
 */
export const ListColumnsContext = createContext<readonly string[] | null>(null);

export const useShownListColumns = () => useContext(ListColumnsContext);

/**
 * The `columns` an export inside a list sends: the keys shown, in their order, among those the export knows
 * (its contract's `exportColumns`, named as the list's columns). Null (every column) outside a list with a
 * column chooser, when the reader chose every column, or for a download that is not a list export.
 */
export function useExportColumns(known: readonly string[] | undefined): string[] | null {
  const shown = useShownListColumns();
  if (!shown || !known) return null;
  const kept = shown.filter((key) => known.includes(key));
  return kept.length > 0 ? kept : null;
}
