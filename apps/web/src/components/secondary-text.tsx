import { theme } from 'antd';
import type { HTMLAttributes } from 'react';

/**
 * Text in the theme's secondary colour, as Ant Design's `Typography.Text type="secondary"` shows it,
 * without the Typography module (ellipsis measuring, copy and edit with a text area: about 10 KB gzip that
 * a list or home would load for a grey line).
 */
export function SecondaryText({ style, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  const { token } = theme.useToken();
  return <span {...rest} style={{ color: token.colorTextSecondary, ...style }} />;
}
