import type { MessageKey, Todo } from '@portal/contract';
import { homeRefs } from '@portal/contract';
import { DateTime } from '../components/date-time';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Col, Descriptions, Empty, Flex, Row, Space, Tag } from 'antd';
import { SecondaryText } from '../components/secondary-text';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyDisplayName, partnerTypeNameStr, roleTitleKey, useSession } from '../lib/session';
import { useAppState } from '../lib/app-state';
import { buildMenuTree } from '../app/layout/menu-tree';
import { menuIcon } from '../app/layout/menu-icons';
import { request } from '../lib/request';
import { translateKnown } from '../lib/message-key';
import { paths } from '../config/paths';
import { ReportStatusTag } from '../features/opportunity-reports/components/report-status-tag';

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const rowStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '8px 0',
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
};

const todoTitle: Record<Todo['kind'], MessageKey> = {
  approvals: 'home.todo.approvals',
  reportsToFix: 'home.todo.reportsToFix',
  opportunitiesToAssignSales: 'home.todo.opportunitiesToAssignSales',
  opportunitiesToAssignPlanning: 'home.todo.opportunitiesToAssignPlanning',
  cluesToAssign: 'home.todo.cluesToAssign',
  cluesToFollow: 'home.todo.cluesToFollow',
  formalQuestions: 'home.todo.formalQuestions',
  additionalQuestions: 'home.todo.additionalQuestions',
  supplementaryQuestions: 'home.todo.supplementaryQuestions',
  additionalToPrice: 'home.todo.additionalToPrice',
};

/** Home: who you are, your areas, what waits for you (by your permissions) and your recent reports. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const partnerInfo = useSession((s) => s.partnerInfo);
  const menus = useSession((s) => s.menuData);
  const language = useAppState((s) => s.language);
  const areas = buildMenuTree(menus).filter((m) => m.code !== 'home');
  const summary = useQuery({
    queryKey: ['home', 'summary'],
    queryFn: ({ signal }) => request(homeRefs.getSummary, { signal }),
  });
  const todos = summary.data?.todos ?? [];
  const recent = summary.data?.recentReports ?? [];

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
              <Tag key={r}>{translateKnown(t, roleTitleKey(r), roleTitleKey(r), i18n)}</Tag>
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
                            {translateKnown(t, area.titleKey, area.titleKey, i18n)}
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
          <Card title={t('home.todoTitle')} loading={summary.isPending}>
            {todos.length === 0 ? (
              <Empty description={t('home.todoEmpty')} />
            ) : (
              // Plain list markup: Ant Design's List brings its Pagination and Select (~45 KB) onto the first screen.
              <>
                <ul style={listStyle}>
                  {todos.map((item) => (
                    <li key={item.kind} style={rowStyle}>
                      <Space>
                        <Badge
                          count={item.count}
                          showZero
                          overflowCount={9999}
                          color={item.count ? 'blue' : 'gray'}
                        />
                        <span>{t(todoTitle[item.kind])}</span>
                      </Space>
                      <Link to={item.path}>{t('home.open')}</Link>
                    </li>
                  ))}
                </ul>
                {todos.every((item) => item.count === 0) && (
                  <SecondaryText>{t('home.todoDone')}</SecondaryText>
                )}
              </>
            )}
          </Card>
          {recent.length > 0 || todos.some((item) => item.kind === 'reportsToFix') ? (
            <Card title={t('home.recentReports')} style={{ marginTop: 16 }} loading={summary.isPending}>
              {recent.length === 0 ? (
                <Empty description={t('home.recentEmpty')} />
              ) : (
                <ul style={listStyle}>
                  {recent.map((report) => (
                    <li key={report.id} style={{ ...rowStyle, display: 'block' }}>
                      <Flex justify="space-between" align="start" gap={8}>
                        <Link to={paths.reportDetail(report.id)}>
                          {report.reportNo} · {report.projectName}
                        </Link>
                        <ReportStatusTag status={report.status} />
                      </Flex>
                      <SecondaryText>
                        {report.customerName} · <DateTime value={report.updatedAt} />
                      </SecondaryText>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ) : null}
        </Col>
      </Row>
    </Space>
  );
}
