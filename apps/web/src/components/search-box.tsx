import { DownOutlined } from '@ant-design/icons';
import { limits } from '@portal/contract';
import type { FormInstance } from 'antd';
import { Button, Col, Form, Row, Space } from 'antd';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
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

export interface SearchBoxProps<V extends object> {
  fields: SearchField[];
  /** Search (button or Enter in a field) with the form values; Reset clears the form and searches too. */
  onSearch: (values: V) => void;
  /** Called after Reset has cleared the form (before the search it triggers). */
  onReset?: () => void;
  /** Label above the field (item height 74) or on its left (item height 50). */
  labelPosition?: 'top' | 'left';
  /** Room kept on the right for the buttons; 150 px by default. */
  paddingRight?: number;
  initialValues?: Partial<V>;
  /** A form made by the caller with Form.useForm(), to read or set values from outside. */
  form?: FormInstance<V>;
  /** Disables the search button while a search runs. */
  loading?: boolean;
}

/**
 * A search form on a 24-column grid with Reset and Search. When the fields' spans add up to more than
 * 24, only the first row shows (in 80 px; the fields after it are hidden, never half-clipped) until the
 * "more" toggle expands the rest.
 */
export function SearchBox<V extends object>({
  fields,
  onSearch,
  onReset,
  labelPosition = 'top',
  paddingRight = searchBoxDefaults.paddingRight,
  initialValues,
  form: givenForm,
  loading = false,
}: SearchBoxProps<V>) {
  const { t } = useTranslation();
  const [ownForm] = Form.useForm<V>();
  const form = givenForm ?? ownForm;
  const [expanded, setExpanded] = useState(false);
  const fieldsId = useId();
  const totalSpan = fields.reduce((sum, field) => sum + clampSpan(field.span), 0);
  const collapsible = totalSpan > limits.gridColumns;
  const firstRowCount = fieldsInFirstRow(fields);
  const collapsed = collapsible && !expanded;
  const itemHeight =
    labelPosition === 'top' ? searchBoxDefaults.itemHeightTop : searchBoxDefaults.itemHeightLeft;

  const reset = () => {
    form.resetFields();
    onReset?.();
    onSearch(form.getFieldsValue() as V);
  };

  return (
    <Form<V>
      form={form}
      layout={labelPosition === 'top' ? 'vertical' : 'horizontal'}
      initialValues={initialValues}
      onFinish={(values) => onSearch(values)}
      style={{ position: 'relative', paddingRight }}
    >
      <div
        id={fieldsId}
        style={collapsed ? { height: searchBoxDefaults.collapsedHeight, overflow: 'hidden' } : undefined}
      >
        <Row gutter={16}>
          {fields.map((field, index) => (
            <Col
              key={field.name}
              span={clampSpan(field.span)}
              // Collapsed, the fields after the first row are hidden, not shown half-clipped.
              style={collapsed && index >= firstRowCount ? { visibility: 'hidden' } : undefined}
            >
              <Form.Item
                name={field.name}
                label={field.label}
                style={{ height: itemHeight, marginBottom: 0 }}
              >
                {field.node}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </div>
      <Space
        wrap
        size={8}
        style={{
          position: 'absolute',
          top: labelPosition === 'top' ? 30 : 0,
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
    </Form>
  );
}
