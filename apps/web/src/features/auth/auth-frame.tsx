import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageButtons } from '../../components/language-buttons';

/**
 * The frame of the public pages: sign-in, forgot password, reset password. Plain elements styled with
 * the theme's tokens (a card and two titles), so the sign-in page loads no Card or Typography.
 */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const heading: CSSProperties = {
    margin: 0,
    textAlign: 'center',
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
  };
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f0f2f5',
      }}
    >
      <div style={{ width: 400, display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <LanguageButtons />
      </div>
      <section
        aria-labelledby="auth-title"
        style={{
          width: 400,
          boxSizing: 'border-box',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <h1
          style={{
            ...heading,
            marginBottom: '0.5em',
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
          }}
        >
          {t('app.name')}
        </h1>
        <h2
          id="auth-title"
          style={{
            ...heading,
            marginBottom: '0.5em',
            fontSize: token.fontSizeHeading5,
            lineHeight: token.lineHeightHeading5,
          }}
        >
          {title}
        </h2>
        {children}
      </section>
    </main>
  );
}
