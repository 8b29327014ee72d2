import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import type { Language } from '@portal/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../lib/app-state';
import { changeLanguage } from '../../lib/i18n';

/** The language switch of the header and the sign-in pages; each language named in its own script. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const names: Record<Language, string> = {
    cn: t('layout.languageCn'),
    en: t('layout.languageEn'),
    kr: t('layout.languageKr'),
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: (Object.keys(names) as Language[]).map((key) => ({ key, label: names[key] })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('layout.language')}>
        {names[language]} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
