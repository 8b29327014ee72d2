import { DownOutlined } from '@ant-design/icons';
import { limits } from '@portal/contract';
import { Button, Col, Row, Space, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { cloneElement, isValidElement, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchField {
  /** The form value's name. */
  name: string;
  /** Already translated. */
  label: ReactNode;
  /** Grid columns out of 24; 6 by default, kept within 1..24. */
  span?: number;
  /** The input (Input, SelectField, DatePicker, ...): the form gives it `value` and `onChange`. */
  node: ReactNode;
}

/** Defaults of spec section 2. */
export const searchBoxDefaults = {
  span: 6,
  paddingRight: 150,
  itemHeightTop: 74,
  itemHeightLeft: 50,
  collapsedHeight: limits.searchCollapsedHeight,
} as const;

/** A field's span: 6 when absent, a whole number within 1..24. */
export function clampSpan(span: number | undefined): number {
  const value = Math.round(span ?? searchBoxDefaults.span);
  if (!Number.isFinite(value)) return searchBoxDefaults.span;
  return Math.min(limits.gridColumns, Math.max(1, value));
}

/** How many fields fit in the first row of 24 columns (at least one). */
export function fieldsInFirstRow(fields: readonly SearchField[]): number {
  let sum = 0;
  let count = 0;
  for (const field of fields) {
    sum += clampSpan(field.span);
    if (sum > limits.gridColumns) break;
    count += 1;
  }
  return Math.max(1, count);
}

/** A search box's values by field name. */
export type SearchValues = Record<string, unknown>;

/** The values of a search box, held by whoever shows it (a list keeps them in step with its URL). */
export interface SearchForm {
  values: SearchValues;
  /** Merges values in (as Ant Design's `form.setFieldsValue`). */
  setFieldsValue: (values: SearchValues) => void;
  /** Back to the initial values. */
  resetFields: () => void;
}

/**
 * The state of a search box. Not Ant Design's Form: a search box validates nothing, and Form with its
 * validator is about 23 KB gzip that every list would otherwise load before its first paint.
 */
export function useSearchForm(initialValues?: SearchValues): SearchForm {
  const [values, setValues] = useState<SearchValues>(initialValues ?? {});
  const initial = useRef(initialValues);
  return useMemo(
    () => ({
      values,
      setFieldsValue: (next) => setValues((current) => ({ ...current, ...next })),
      resetFields: () => setValues(initial.current ?? {}),
    }),
    [values],
  );
}

/** The value an input's `onChange` reports: an event's target value (or checked), else the value itself. */
export function valueOfChange(change: unknown): unknown {
  if (change && typeof change === 'object' && 'target' in change) {
    const target = (change as { target: unknown }).target;
    if (target && typeof target === 'object' && 'value' in target) {
      const input = target as { type?: string; checked?: boolean; value: unknown };
      return input.type === 'checkbox' ? input.checked : input.value;
    }
  }
  return change;
}

export interface SearchBoxProps {
  fields: SearchField[];
  /** Search (button or Enter in a field) with the form values; Reset clears the form and searches too. */
  onSearch: (values: SearchValues) => void;
  /** Called after Reset has cleared the form (before the search it triggers). */
  onReset?: () => void;
  /** Label above the field (item height 74) or on its left (item height 50). */
  labelPosition?: 'top' | 'left';
  /** Room kept on the right for the buttons; 150 px by default. */
  paddingRight?: number;
  initialValues?: SearchValues;
  /** The values, held by the caller (`useSearchForm()`) to read or set them from outside. */
  form?: SearchForm;
  /** Disables the search button while a search runs. */
  loading?: boolean;
}

/**
 * A search form on a 24-column grid with Reset and Search. When the fields' spans add up to more than
 * 24, only the first row shows (in 80 px; the fields after it are hidden, never half-clipped) until the
 * "more" toggle expands the rest. Enter in a field searches (a native form's submit).
 */
export function SearchBox({
  fields,
  onSearch,
  onReset,
  labelPosition = 'top',
  paddingRight = searchBoxDefaults.paddingRight,
  initialValues,
  form: givenForm,
  loading = false,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const ownForm = useSearchForm(initialValues);
  const form = givenForm ?? ownForm;
  const [expanded, setExpanded] = useState(false);
  const baseId = useId();
  const fieldsId = `${baseId}fields`;
  const totalSpan = fields.reduce((sum, field) => sum + clampSpan(field.span), 0);
  const collapsible = totalSpan > limits.gridColumns;
  const firstRowCount = fieldsInFirstRow(fields);
  const collapsed = collapsible && !expanded;
  const top = labelPosition === 'top';
  const itemHeight = top ? searchBoxDefaults.itemHeightTop : searchBoxDefaults.itemHeightLeft;

  /** Every field's value by name (absent ones undefined), as a search sends them. */
  const valuesOf = (values: SearchValues): SearchValues =>
    Object.fromEntries(fields.map((field) => [field.name, values[field.name]]));

  const reset = () => {
    form.resetFields();
    onReset?.();
    onSearch(valuesOf(initialValues ?? {}));
  };

  const labelStyle: CSSProperties = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    ...(top
      ? { display: 'block', paddingBottom: 8 }
      : { flex: 'none', marginInlineEnd: 8, lineHeight: `${token.controlHeight}px` }),
  };

  return (
    <form
      noValidate
      data-label-position={labelPosition}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(valuesOf(form.values));
      }}
      style={{ position: 'relative', paddingRight }}
    >
      <div
        id={fieldsId}
        style={collapsed ? { height: searchBoxDefaults.collapsedHeight, overflow: 'hidden' } : undefined}
      >
        <Row gutter={16}>
          {fields.map((field, index) => {
            const id = `${baseId}${field.name}`;
            const control = isValidElement<ControlProps>(field.node)
              ? cloneElement(field.node, {
                  id,
                  // As in a form item: the input fills its grid cell.
                  style: { width: '100%', ...field.node.props.style },
                  value: form.values[field.name],
                  onChange: (change: unknown) => form.setFieldsValue({ [field.name]: valueOfChange(change) }),
                })
              : field.node;
            return (
              <Col
                key={field.name}
                span={clampSpan(field.span)}
                // Collapsed, the fields after the first row are hidden, not shown half-clipped.
                style={collapsed && index >= firstRowCount ? { visibility: 'hidden' } : undefined}
              >
                <div
                  data-search-field={field.name}
                  style={{
                    height: itemHeight,
                    ...(top ? {} : { display: 'flex', alignItems: 'flex-start' }),
                  }}
                >
                  <label htmlFor={id} style={labelStyle}>
                    {field.label}
                    {top ? null : ':'}
                  </label>
                  <div style={top ? undefined : { flex: 'auto', minWidth: 0 }}>{control}</div>
                </div>
              </Col>
            );
          })}
        </Row>
      </div>
      <Space
        wrap
        size={8}
        style={{
          position: 'absolute',
          top: top ? 30 : 0,
          right: 0,
          width: paddingRight,
          justifyContent: 'flex-end',
        }}
      >
        <Button onClick={reset}>{t('widget.reset')}</Button>
        <Button type="primary" htmlType="submit" loading={loading}>
          {t('widget.search')}
        </Button>
        {collapsible && (
          <Button
            type="link"
            aria-expanded={expanded}
            aria-controls={fieldsId}
            // One icon turned over (the arrow icons are a chunk each, on every list).
            icon={<DownOutlined aria-hidden rotate={expanded ? 180 : 0} />}
            iconPlacement="end"
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('widget.searchBox.less') : t('widget.searchBox.more')}
          </Button>
        )}
      </Space>
    </form>
  );
}

/** What the search box gives each field's input. */
interface ControlProps {
  id?: string;
  style?: CSSProperties;
  value?: unknown;
  onChange?: (change: unknown) => void;
}
