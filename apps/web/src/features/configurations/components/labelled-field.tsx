import { Form } from 'antd';
import type { ReactNode } from 'react';

/**
 * A control with its label above it, for the editor's rows of fields (an edited value then keeps its
 * label in sight; a placeholder disappears as one types). Place them inside `<FieldRow>`.
 */
export function LabelledField({
  label,
  width,
  children,
}: {
  label: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Form.Item label={label} style={{ marginBottom: 0, width }}>
      {children}
    </Form.Item>
  );
}

/** A wrapping row of labelled fields (a vertical form layout that is no form element of its own). */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Form
      layout="vertical"
      component="div"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}
    >
      {children}
    </Form>
  );
}
