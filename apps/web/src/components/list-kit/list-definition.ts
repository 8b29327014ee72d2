import type { ListName, MessageKey } from '@portal/contract';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ColumnOptional } from './column-choice';
import type { ContentKind } from './column-width';
import type { ListSchema } from './list-params';

/** The names of a list schema's fields (the URL params and the request fields). */
export type FieldOf<S extends ListSchema> = keyof z.output<S> & string;

/** The sort fields a list schema allows (its `sortField` enum). */
export type SortFieldOf<S extends ListSchema> =
  z.output<S> extends { sortField?: infer F } ? Extract<NonNullable<F>, string> : never;

/** One column of a list. */
export interface ListColumn<T, F extends string = string> {
  key: string;
  /** The header's translation key. */
  title: MessageKey;
  /** What the cells hold: decides width, alignment, wrapping and ellipsis. */
  kind: ContentKind;
  /**
   * The cell; a text or name column should answer a string (cut with an ellipsis, whole on hover).
   * Without it the cell shows `row[dataIndex]`.
   */
  render?: (row: T, index: number) => ReactNode;
  /** The field a cell shows when it has no `render` (a date-time column shows it as `DateTime`). */
  dataIndex?: keyof T & string;
  /** The contract's sort field of this column: makes the header sortable. */
  sortField?: F;
  /** Translated texts the cells may show (e.g. every status label), so the column fits the widest. */
  samples?: readonly string[];
  /** A least width in px, when the kind's is too small. */
  width?: number;
  /**
   * Not among the columns every screen shows: `true` shows it by default where there is room (a wider
   * screen shows more of them, in the list's order), `'off'` only when the reader chooses it. A reader may
   * show, hide and reorder every column in the column chooser.
   */
  optional?: ColumnOptional;
  /** Left out (e.g. a partner's own company column for a partner): not even in the column chooser. */
  hidden?: boolean;
}

/**
 * An option of a select filter. A flag field (a boolean of the endpoint) is a select of the options
 * `'true'` and `'false'`: the URL's `true`/`false` are read through the schema as the flag.
 */
export interface FilterOption {
  value: string | number;
  label: ReactNode;
}

/** How a filter is entered. */
export type FilterControl<S extends ListSchema> =
  | { kind: 'text'; placeholder?: string; maxLength?: number }
  | {
      kind: 'select';
      options: readonly FilterOption[];
      placeholder?: string;
      searchable?: boolean;
      /** Several values (the endpoint's field takes one or many, repeated in the URL). */
      multiple?: boolean;
    }
  /** A day range: the filter's `name` takes the first day's start, `to` the last day's end (ISO instants). */
  | { kind: 'dateRange'; to: FieldOf<S> }
  /** One day: the filter's `name` takes the calendar day as `YYYY-MM-DD` (e.g. "in effect on"). */
  | { kind: 'date' }
  /**
   * An amount range in one field: the filter's `name` takes the lowest amount, `to` the highest (digits, at
   * most two decimals); `labels` name the two inputs (lowest, highest) for screen readers.
   */
  | { kind: 'amountRange'; to: FieldOf<S>; labels: readonly [string, string] }
  /**
   * A control of the screen's own (e.g. a company searched on the server as one types): the search form
   * gives it `value` and `onChange`; its value is sent as it is (an empty one left out).
   */
  | { kind: 'custom'; node: ReactNode };

/** One filter of a list: its field, its label and its control. */
export interface ListFilter<S extends ListSchema> {
  /** The list endpoint's field (and URL param) this filter sets. */
  name: FieldOf<S>;
  /** The label's translation key. */
  label: MessageKey;
  control: FilterControl<S>;
  /** Grid columns of the search box out of 24 (6 by default). */
  span?: number;
  hidden?: boolean;
}

/** A list screen, defined once: its endpoint's schema, columns and filters. */
export interface ListDefinition<S extends ListSchema, T> {
  /**
   * The list's name, under which each reader's choice of columns is kept on the server; a list without
   * one has no column chooser.
   */
  name?: ListName;
  /** The list endpoint's body or query schema: the URL is read through it. */
  schema: S;
  columns: readonly ListColumn<T, SortFieldOf<S>>[];
  filters: readonly ListFilter<S>[];
}

/** Types a list definition (infers the row type from the columns' renders). */
export function defineList<S extends ListSchema, T>(definition: ListDefinition<S, T>): ListDefinition<S, T> {
  return definition;
}
