import { SearchOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The header's search box: Enter opens the project search with the query. Plain elements styled as Ant
 * Design's input, so the shell's weight stays as it was (the results page loads the rest).
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (keyword.trim() !== '') void navigate(paths.projectSearch(keyword.trim()));
      }}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        height: token.controlHeight,
        lineHeight: 'normal',
        padding: `0 ${token.paddingSM}px`,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        width: 240,
      }}
    >
      <SearchOutlined aria-hidden style={{ color: token.colorTextPlaceholder }} />
      <input
        type="search"
        aria-label={t('projectSearch.headerPlaceholder')}
        placeholder={t('projectSearch.headerPlaceholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        maxLength={200}
        style={{
          border: 'none',
          outline: 'none',
          flex: 1,
          minWidth: 0,
          font: 'inherit',
          fontSize: token.fontSize,
          color: token.colorText,
          background: 'transparent',
        }}
      />
    </form>
  );
}
