import type { FormInstance, FormProps } from 'antd';
import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowFieldErrorsOptions } from '../lib/form-errors';
import { clearChangedErrors, showRequestError } from '../lib/form-errors';
import { RequestCancelled } from '../lib/request';

export interface FormModalProps<V extends object> {
  title: ReactNode;
  /** The form's name: its fields' ids start with it. */
  name: string;
  /** The form, when the caller watches or sets its values (`Form.useForm`); its own otherwise. */
  form?: FormInstance<V>;
  initialValues?: FormProps<V>['initialValues'];
  onValuesChange?: FormProps<V>['onValuesChange'];
  /**
   * The work, with the form's values once its rules pass. Answer `false` to stay open (a check's errors
   * shown on the form); otherwise the dialog closes. A refused request thrown from here lands on the form:
   * its field errors at their fields, else its message.
   */
  onSubmit: (values: V, form: FormInstance<V>) => Promise<boolean | void> | boolean | void;
  onClose: () => void;
  /** The OK button's text; "Save" by default. */
  okText?: ReactNode;
  okDisabled?: boolean;
  /** A red OK button (a move that rejects or returns). */
  danger?: boolean;
  /**
   * An irreversible move (issue, return, approve): only the OK button submits, never Enter in a field,
   * which in a date or a select only picks a value.
   */
  irreversible?: boolean;
  /** Body fields named otherwise in the form, for the server's field errors (`fileIds` → `files`). */
  aliases?: ShowFieldErrorsOptions['aliases'];
  width?: number;
  /** Open by default: a screen mounts the dialog while it is open. */
  open?: boolean;
  /** The form's items (and any note between them). */
  children: ReactNode;
}

/**
 * A dialog holding one form: title, OK and Cancel, the OK button busy while the work runs (and a second
 * submit ignored), a refused request's errors on their fields until changed, the form reset once the dialog
 * has closed.
 */
export function FormModal<V extends object>({
  title,
  name,
  form: given,
  initialValues,
  onValuesChange,
  onSubmit,
  onClose,
  okText,
  okDisabled = false,
  danger = false,
  irreversible = false,
  aliases,
  width,
  open = true,
  children,
}: FormModalProps<V>) {
  const { t } = useTranslation();
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const run = async (values: V) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const kept = await onSubmit(values, form);
      if (kept !== false) onClose();
    } catch (error) {
      if (!(error instanceof RequestCancelled)) showRequestError(form, error, { aliases });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText ?? t('widget.save')}
      cancelText={t('widget.cancel')}
      okButtonProps={{ disabled: okDisabled, danger }}
      confirmLoading={submitting}
      // The rules' errors show at their fields; nothing is sent.
      onOk={() => form.validateFields().then(run, () => {})}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={(changed: Partial<V>, values: V) => {
          // An error set on a field (a check's, the server's) goes as the user changes that field.
          clearChangedErrors(form, changed);
          onValuesChange?.(changed, values);
        }}
        // Enter in a field submits through the form's own submit: never for an irreversible move.
        onFinish={irreversible ? undefined : run}
      >
        {children}
      </Form>
    </Modal>
  );
}
