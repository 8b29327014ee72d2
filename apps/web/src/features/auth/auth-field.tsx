import { theme } from 'antd';
import type { ReactNode } from 'react';

/** The props that tie an input to its label and its message (the message is read out when it appears). */
export function fieldProps(id: string, error: string | undefined) {
  return {
    id,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

/** A labelled field of the public pages' plain forms, laid out as Ant Design's vertical form item. */
export function AuthField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <label
        htmlFor={id}
        style={{ display: 'inline-block', paddingBottom: token.paddingXS, color: token.colorTextHeading }}
      >
        {label}
      </label>
      {children}
      {error && (
        <div
          id={`${id}-error`}
          role="alert"
          style={{ color: token.colorError, minHeight: token.marginLG, lineHeight: token.lineHeight }}
        >
          {error}
        </div>
      )}
    </div>
  );
}
