import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { isLanguage } from '@portal/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../lib/app-state';
import { changeLanguage } from '../lib/i18n';
import { languageOrder, useLanguageNames } from './language-names';

/** The header's language switch, a menu; the sign-in pages use the lighter LanguageButtons. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const names = useLanguageNames();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: languageOrder.map((key) => ({ key, label: names[key] })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void changeLanguage(key);
        },
      }}
    >
      {/* The name says what the button is for and, as it shows, the language chosen. */}
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={`${t('layout.language')}: ${names[language]}`}
      >
        {names[language]} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
