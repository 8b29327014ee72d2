import type { FormInstance, FormProps } from 'antd';
import { Form } from 'antd';
import type { ReactNode } from 'react';

/**
 * A form of an irreversible move (issue, approve, return, close): Enter in a field submits nothing (a date
 * or a select only picks its value, a text field only types). The move's own button runs it, through
 * `submitDeliberately`, after the form's rules pass. `FormModal` with `irreversible` is the dialog's form.
 */
export function DeliberateForm<V extends object>({
  children,
  ...props
}: Omit<FormProps<V>, 'onFinish' | 'children'> & { children: ReactNode }) {
  // No onFinish: the form's submit event (Enter in an input) validates at most, and sends nothing.
  return <Form<V> {...props}>{children}</Form>;
}

/** Runs `run` with the form's values once its rules pass; otherwise the fields show what is wrong. */
export function submitDeliberately<V>(form: FormInstance<V>, run: (values: V) => unknown): Promise<void> {
  return form.validateFields().then(
    (values) => {
      void run(values);
    },
    () => {},
  );
}
