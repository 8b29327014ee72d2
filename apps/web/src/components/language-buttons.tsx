import { GlobalOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../lib/app-state';
import { changeLanguage } from '../lib/i18n';
import { localeOf } from '../lib/language';
import { languageOrder, useLanguageNames } from './language-names';

/**
 * The sign-in pages' language switch: one toggle button per language, the current one pressed. Same
 * effect as the header's menu (cookie, texts, locales) without loading a dropdown menu before sign-in.
 */
export function LanguageButtons() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useAppState((s) => s.language);
  const names = useLanguageNames();
  return (
    <div
      role="group"
      aria-label={t('layout.language')}
      style={{ display: 'flex', alignItems: 'center', gap: 4 }}
    >
      <GlobalOutlined aria-hidden style={{ color: token.colorTextSecondary, marginRight: 4 }} />
      {languageOrder.map((key) => {
        const current = key === language;
        return (
          <Button
            key={key}
            type="text"
            size="small"
            lang={localeOf[key].html}
            aria-pressed={current}
            style={current ? { color: token.colorPrimary, fontWeight: token.fontWeightStrong } : undefined}
            onClick={() => {
              if (!current) void changeLanguage(key);
            }}
          >
            {names[key]}
          </Button>
        );
      })}
    </div>
  );
}
