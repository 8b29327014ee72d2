import type { MessageKey } from '@portal/contract';
import { Card, Col, Descriptions, Empty, Row, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyDisplayName, partnerTypeNameStr, roleTitleKey, useSession } from '../lib/session';
import { useAppState } from '../lib/app-state';
import { buildMenuTree } from '../app/layout/menu-tree';
import { menuIcon } from '../app/layout/menu-icons';

/** Home: who you are, your areas, and your to-dos (filled as the business screens arrive). */
export function HomePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const partnerInfo = useSession((s) => s.partnerInfo);
  const menus = useSession((s) => s.menuData);
  const language = useAppState((s) => s.language);
  const areas = buildMenuTree(menus).filter((m) => m.code !== 'home');

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('home.welcome', { name: user?.displayName ?? '' })}>
        <Descriptions column={3} size="small">
          {user?.companyName && (
            <Descriptions.Item label={t('home.company')}>
              {companyDisplayName(partnerInfo, user.companyName, language)}
            </Descriptions.Item>
          )}
          {partnerInfo && (
            <Descriptions.Item label={t('home.partnerTypes')}>
              {partnerTypeNameStr(partnerInfo, language)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('home.roles')}>
            {user?.roles.map((r) => (
              <Tag key={r}>{t(roleTitleKey(r) as MessageKey)}</Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={16}>
        <Col span={16}>
          <Card title={t('home.shortcuts')}>
            <Row gutter={[12, 12]}>
              {areas.map((area) => {
                const target = area.path ?? area.children.find((c) => c.path)?.path;
                return (
                  <Col span={8} key={area.code}>
                    {target ? (
                      <Link to={target}>
                        <Card size="small" hoverable>
                          <Space>
                            {menuIcon(area.icon)}
                            {t(area.titleKey as MessageKey)}
                          </Space>
                        </Card>
                      </Link>
                    ) : null}
                  </Col>
                );
              })}
            </Row>
          </Card>
        </Col>
        <Col span={8}>
          <Card title={t('home.todoTitle')}>
            <Empty description={t('home.todoEmpty')} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
