import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, MouseEvent, ReactNode } from 'react';

/**
 * The part of Ant Design's Typography the portal uses (Text, Paragraph, Title, Link), drawn from the theme's
 * tokens as Ant Design draws them. Ant Design's module carries ellipsis measuring, copying and editing with a
 * text area (about 8 KB gzip) that every screen showing a line of text would load; none of them is used.
 * ESLint refuses `Typography` from `antd` in the web client, so a screen meets this one.
 */
type TextType = 'secondary' | 'success' | 'warning' | 'danger';

function useTypeColor(type: TextType | undefined): string | undefined {
  const { token } = theme.useToken();
  if (!type) return undefined;
  return {
    secondary: token.colorTextDescription,
    success: token.colorSuccessText,
    warning: token.colorWarningText,
    danger: token.colorErrorText,
  }[type];
}

interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  type?: TextType;
  strong?: boolean;
  /** Inline code, as Ant Design's `code`. */
  code?: boolean;
}

function Text({ type, strong, code, style, children, ...rest }: TextProps) {
  const { token } = theme.useToken();
  const color = useTypeColor(type);
  let content: ReactNode = children;
  if (code)
    content = (
      <code
        style={{
          margin: '0 0.2em',
          paddingInline: '0.4em',
          paddingBlock: '0.2em 0.1em',
          fontSize: '85%',
          fontFamily: token.fontFamilyCode,
          background: 'rgba(150, 150, 150, 0.1)',
          border: '1px solid rgba(100, 100, 100, 0.2)',
          borderRadius: 3,
        }}
      >
        {content}
      </code>
    );
  if (strong) content = <strong style={{ fontWeight: 600 }}>{content}</strong>;
  return (
    <span {...rest} style={{ color, wordBreak: 'break-word', ...style }}>
      {content}
    </span>
  );
}

interface ParagraphProps extends HTMLAttributes<HTMLDivElement> {
  type?: TextType;
}

function Paragraph({ type, style, ...rest }: ParagraphProps) {
  const { token } = theme.useToken();
  const color = useTypeColor(type) ?? token.colorText;
  return <div {...rest} style={{ color, marginBottom: '1em', wordBreak: 'break-word', ...style }} />;
}

interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: 1 | 2 | 3 | 4 | 5;
}

function Title({ level = 1, style, ...rest }: TitleProps) {
  const { token } = theme.useToken();
  const Heading = `h${level}` as const;
  const looks: CSSProperties = {
    marginTop: 0,
    marginBottom: '0.5em',
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    fontSize: token[`fontSizeHeading${level}`],
    lineHeight: token[`lineHeightHeading${level}`],
  };
  return <Heading {...rest} style={{ ...looks, ...style }} />;
}

interface LinkProps extends HTMLAttributes<HTMLAnchorElement> {
  href?: string;
  target?: string;
}

/**
 * A link; one with only `onClick` (a download) still takes the keyboard's focus and Enter, which Ant Design's
 * link without `href` does not.
 */
function Link({ href, onClick, style, ...rest }: LinkProps) {
  const { token } = theme.useToken();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href) event.preventDefault();
    onClick?.(event);
  };
  return (
    <a
      {...rest}
      href={href ?? '#'}
      onClick={click}
      style={{ color: token.colorLink, cursor: 'pointer', ...style }}
    />
  );
}

export const Typography = { Text, Paragraph, Title, Link };
