import {
  DownOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Flex, Layout, Space, theme } from 'antd';
import { permissions } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appStore, useAppState } from '../../lib/app-state';
import { companyDisplayName, hasMenu, partnerTypeNameStr, useSession } from '../../lib/session';
import { logout } from '../../lib/session-actions';
import { LanguageSwitch } from '../../components/language-switch';
import { NoticeBell } from '../../features/notices/components/notice-bell';
import { HeaderSearch } from '../../features/project-search/components/header-search';

export function HeaderBar({ showMenuToggle }: { showMenuToggle: boolean }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const partnerInfo = useSession((s) => s.partnerInfo);
  const language = useAppState((s) => s.language);
  const collapsed = useAppState((s) => s.menuCollapsed);
  const types = partnerTypeNameStr(partnerInfo, language);
  const { token } = theme.useToken();
  const canSearch = useSession((s) => hasMenu(permissions.projectSearch, s));
  const navigate = useNavigate();

  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: '0 16px',
        height: 56,
        lineHeight: '56px',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <Flex justify="space-between" align="center" gap={16} style={{ height: '100%' }}>
        {/* The left side gives way to the right one: it stays on one line, and the company types end in "…". */}
        <Flex align="center" gap={8} style={{ minWidth: 0, flex: '1 1 auto', whiteSpace: 'nowrap' }}>
          {showMenuToggle && (
            <Button
              type="text"
              aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => appStore.set({ menuCollapsed: !collapsed })}
            />
          )}
          {/* Plain spans styled as Ant Design's Typography.Text: its module (about 8 KB gzip) stays off the shell. */}
          <span style={{ fontWeight: token.fontWeightStrong, flex: 'none' }}>{t('app.name')}</span>
          {user?.companyName && (
            <span style={{ color: token.colorTextSecondary, flex: 'none' }}>
              {companyDisplayName(partnerInfo, user.companyName, language)}
            </span>
          )}
          {types && (
            <span
              style={{
                color: token.colorTextSecondary,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
              title={t('layout.partnerTypes', { types })}
              data-testid="partner-types"
            >
              {t('layout.partnerTypes', { types })}
            </span>
          )}
        </Flex>
        <Space style={{ flex: 'none' }}>
          {canSearch && <HeaderSearch />}
          <NoticeBell />
          <LanguageSwitch />
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'sessions', icon: <UserOutlined />, label: t('session.title') },
                { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
              ],
              onClick: ({ key }) => {
                if (key === 'sessions') void navigate('/my-sessions');
                if (key === 'logout') void logout();
              },
            }}
          >
            <Button type="text" icon={<UserOutlined />} data-testid="user-menu">
              {user?.displayName} <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      </Flex>
    </Layout.Header>
  );
}
