/**
 * Which columns a list shows: the reader's own choice (kept on the server per user and list), or the
 * list's defaults for the room there is. Pure functions, so the rules are tested without a browser.
 */

/** Whether a column shows by default: always, when there is room (`true`), or only when chosen (`'off'`). */
export type ColumnOptional = boolean | 'off';

export interface SizedColumn {
  key: string;
  /** Its least width in px (header and content kind, in the reader's language). */
  width: number;
  optional?: ColumnOptional;
}

/**
 * The default columns for `room` px of data columns (the grid's box less row numbers and actions): every
 * column not optional, then the optional ones in the list's order while they fit. Stops at the first that
 * does not fit, so a wider screen shows the same columns and more, never fewer. `room` Infinity (not
 * measured yet): every column not `'off'`.
 */
export function defaultColumnKeys(columns: readonly SizedColumn[], room: number): string[] {
  let used = columns.filter((column) => !column.optional).reduce((sum, column) => sum + column.width, 0);
  const extra = new Set<string>();
  for (const column of columns) {
    if (column.optional !== true) continue;
    if (used + column.width > room) break;
    used += column.width;
    extra.add(column.key);
  }
  return columns.filter((column) => !column.optional || extra.has(column.key)).map((column) => column.key);
}

/**
 * The columns shown: the reader's choice (its keys of columns the list has, in the chosen order; keys the
 * list no longer has are skipped), or the defaults when there is none or nothing of it is left.
 */
export function shownColumnKeys(
  columns: readonly SizedColumn[],
  choice: readonly string[] | null | undefined,
  room: number,
): string[] {
  if (choice) {
    const known = new Set(columns.map((column) => column.key));
    const chosen = choice.filter((key) => known.has(key));
    if (chosen.length > 0) return chosen;
  }
  return defaultColumnKeys(columns, room);
}

/** How many of the shown columns (their widths, in order) do not fit whole in `room` px without scrolling. */
export function offScreenCount(widths: readonly number[], room: number): number {
  let end = 0;
  let count = 0;
  for (const width of widths) {
    end += width;
    if (end > room) count += 1;
  }
  return count;
}
