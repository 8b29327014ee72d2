import { formats } from '@portal/contract';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ListDefinition, ListFilter } from './list-definition';
import type { ListExportFilter, ListFilters, ListQuery, ListSchema } from './list-params';
import { pageOfParams, parseListParams, toListParams } from './list-params';

/** The values of the search form, by filter name. */
export type FormValues = Record<string, unknown>;

export interface ListState<S extends ListSchema, T, X extends object = object> {
  definition: ListDefinition<S, T>;
  /** What the list endpoint is asked: the URL's filters, sort and page, plus the fixed fields. */
  query: ListQuery<S, X>;
  /** The same without paging: what the list's export posts. */
  exportFilter: ListExportFilter<S, X>;
  /**
   * Hands `fill` the search form's values read from the URL when the form may show others: on arrival,
   * after a search, after Back or a link, after paging. Called after every commit, not only when the
   * URL changes: a navigation is a transition, so Back pressed before a search's page has rendered
   * brings back the URL last rendered, and the form must still drop the words searched.
   */
  syncForm: (fill: (values: FormValues) => void) => void;
  /** Searches with the form's values: first page, same size and sort (a new history entry). */
  search: (values: FormValues) => void;
  setPage: (pageNum: number, pageSize: number) => void;
  /** Sorts by a column's sort field (none: the endpoint's default order); back to the first page. */
  setSort: (sortField: string | undefined, sortOrder: 'asc' | 'desc' | undefined) => void;
}

const dayOf = (value: unknown): Dayjs | null => {
  if (typeof value !== 'string') return null;
  const day = dayjs(value);
  return day.isValid() ? day : null;
};

const isDayjs = (value: unknown): value is Dayjs => dayjs.isDayjs(value);

/** A filter's form value from the URL's filters. */
function formValueOf<S extends ListSchema>(filter: ListFilter<S>, values: Record<string, unknown>): unknown {
  const value = values[filter.name];
  // A flag shows as its option 'true' or 'false'.
  if (filter.control.kind === 'select' && typeof value === 'boolean') return String(value);
  if (filter.control.kind === 'date') return dayOf(value) ?? undefined;
  // A select of several values shows one value of the URL as a list of one.
  if (filter.control.kind === 'select' && filter.control.multiple && value !== undefined)
    return Array.isArray(value) ? value : [value];
  if (filter.control.kind === 'amountRange') {
    const to = values[filter.control.to];
    return value !== undefined || to !== undefined ? [value, to] : undefined;
  }
  if (filter.control.kind !== 'dateRange') return value;
  const from = dayOf(value);
  const to = dayOf(values[filter.control.to]);
  return from || to ? [from, to] : undefined;
}

/** An amount's request field; '12.' (as typed) means 12, and an empty amount is left out. */
function amountField(name: string, value: unknown): Record<string, string> {
  const text = typeof value === 'string' ? value.trim().replace(/\.$/, '') : '';
  return text ? { [name]: text } : {};
}

/** A filter's request fields from its form value (empty values left out). */
function fieldsOf<S extends ListSchema>(filter: ListFilter<S>, value: unknown): Record<string, unknown> {
  switch (filter.control.kind) {
    case 'text': {
      const text = typeof value === 'string' ? value.trim() : '';
      return text ? { [filter.name]: text } : {};
    }
    case 'amountRange': {
      const [low, high] = Array.isArray(value) ? value : [];
      return { ...amountField(filter.name, low), ...amountField(filter.control.to, high) };
    }
    case 'select':
    case 'custom':
      return value === undefined ||
        value === null ||
        value === '' ||
        (Array.isArray(value) && value.length === 0)
        ? {}
        : { [filter.name]: value };
    case 'date':
      return isDayjs(value) ? { [filter.name]: value.format(formats.date) } : {};
    case 'dateRange': {
      const [from, to] = Array.isArray(value) ? value : [];
      return {
        ...(isDayjs(from) ? { [filter.name]: from.startOf('day').toISOString() } : {}),
        ...(isDayjs(to) ? { [filter.control.to]: to.endOf('day').toISOString() } : {}),
      };
    }
  }
}

/**
 * A list screen's state, kept in the URL: filters, sort and page named as the endpoint's fields, read
 * through its schema. Searching, sorting and paging push a history entry, so Back restores them and a
 * link restores them; `fixed` fields (e.g. a tab of its own route) are always sent and never in the URL.
 */
export function useList<S extends ListSchema, T>(definition: ListDefinition<S, T>): ListState<S, T>;
export function useList<S extends ListSchema, T, X extends object>(
  definition: ListDefinition<S, T>,
  fixed: X,
): ListState<S, T, X>;
export function useList<S extends ListSchema, T>(
  definition: ListDefinition<S, T>,
  fixed: object = {},
): ListState<S, T> {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // The URL search whose filters the search form shows (null: none yet, or what the user typed).
  const formShows = useRef<string | null>(null);
  const { schema, filters } = definition;

  // Read on every render: a few fields, and the definition is rebuilt with each render anyway.
  const filterValues: ListFilters<S> = parseListParams(schema, params, fixed);
  const page = pageOfParams(params);
  const { pageNum: _pageNum, pageSize: _pageSize, ...listed } = filterValues;
  const plain: Record<string, unknown> = { ...listed };
  const formValues: FormValues = {};
  for (const filter of filters) formValues[filter.name] = formValueOf(filter, plain);
  const query: ListQuery<S> = { ...listed, ...fixed, ...page };
  const exportFilter: ListExportFilter<S> = { ...listed, ...fixed };

  // The URL as last rendered: a table may call back with a handler of an earlier render.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  });

  /** Writes the list's values made from the URL's current ones, keeping params that are not the list's. */
  const write = (
    values: (current: Record<string, unknown>, page: { pageNum: number; pageSize: number }) => object,
  ) => {
    const previous = latest.current;
    const current: Record<string, unknown> = { ...parseListParams(schema, previous, fixed) };
    const next = toListParams({ ...values(current, pageOfParams(previous)) });
    for (const [key, value] of previous) if (!(key in schema.shape)) next.append(key, value);
    setParams(next);
  };

  return {
    definition,
    query,
    exportFilter,
    syncForm: (fill) => {
      if (formShows.current === paramsKey) return;
      fill(formValues);
      formShows.current = paramsKey;
    },
    search: (values) => {
      const next: Record<string, unknown> = {};
      for (const filter of filters)
        if (!filter.hidden) Object.assign(next, fieldsOf(filter, values[filter.name]));
      // The form shows what was typed until the URL's values (trimmed, checked) are put back in it.
      formShows.current = null;
      write((current, page) => ({
        ...next,
        sortField: current.sortField,
        sortOrder: current.sortOrder,
        pageSize: page.pageSize,
      }));
    },
    setPage: (pageNum, pageSize) =>
      write((current, page) => ({
        ...current,
        pageNum: pageSize === page.pageSize ? pageNum : 1,
        pageSize,
      })),
    setSort: (field, order) =>
      write((current, page) => {
        const { sortField: _field, sortOrder: _order, pageNum: _pageNum, ...rest } = current;
        return {
          ...rest,
          ...(field && order ? { sortField: field, sortOrder: order } : {}),
          pageSize: page.pageSize,
        };
      }),
  };
}
