import type { DashboardFilters } from '@portal/contract';
import { Alert, Col, Flex, Row, Skeleton } from 'antd';
import { Typography } from '../components/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../components/format';
import { RequestError } from '../lib/request';
import { useSession } from '../lib/session';
import { useDashboard } from '../features/dashboards/api/get-dashboard';
import { DashboardFiltersBar } from '../features/dashboards/components/dashboard-filters';
import { FigureCard } from '../features/dashboards/components/figure-card';
import { useFigureLabels } from '../features/dashboards/components/figure-labels';

const filterNames = ['from', 'to', 'region', 'productLineCode', 'companyId'] as const;

/** The filters of the URL as they are (the server refuses an unknown code or a reversed period, with a message). */
function filtersOf(params: URLSearchParams): DashboardFilters {
  const filters: Record<string, string | number> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = name === 'companyId' ? Number(value) : value;
  }
  return filters;
}

function paramsOf(filters: DashboardFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of filterNames) {
    const value = filters[name];
    if (value !== undefined && value !== null && value !== '') params[name] = String(value);
  }
  return params;
}

/**
 * /reports: the dashboard a channel manager opens every morning, or a partner's own. Its filters live in
 * the URL and are saved per user by the server; opened without any, it shows the reader's saved ones. One
 * request answers every figure; each bar opens the list behind it with the same filters.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  // Opened without filters: the saved ones, written into the URL once they arrive.
  const [saved, setSaved] = useState(() => Object.keys(filters).length === 0);
  const dashboard = useDashboard(saved ? { saved: true } : filters);
  const [placed, setPlaced] = useState(false);
  if (saved && dashboard.data && !placed) {
    setPlaced(true);
    if (Object.keys(dashboard.data.filters).length > 0)
      setParams(paramsOf(dashboard.data.filters), { replace: true });
  }
  const label = useFigureLabels(dashboard.data?.companies);
  const change = (next: DashboardFilters) => {
    setSaved(false);
    setParams(paramsOf(next));
  };
  const shown = saved ? (dashboard.data?.filters ?? {}) : filters;
  const refusal = dashboard.error instanceof RequestError ? dashboard.error.message : null;

  return (
    <Flex vertical gap={16}>
      <DashboardFiltersBar
        filters={shown}
        companies={dashboard.data?.companies ?? []}
        showPartner={isStaff}
        onChange={change}
      />
      {refusal && <Alert type="error" showIcon message={refusal} />}
      {dashboard.data && (
        <Typography.Text type="secondary">
          {dashboard.data.scope === 'partner' ? `${t('dashboard.partnerScope')} · ` : ''}
          {dashboard.data.refreshedAt
            ? t('dashboard.refreshedAt', { time: formatDateTime(dashboard.data.refreshedAt) })
            : t('dashboard.notRefreshed')}
        </Typography.Text>
      )}
      {!dashboard.data && !refusal ? (
        <Skeleton active />
      ) : (
        dashboard.data && (
          <Row gutter={[16, 16]}>
            {dashboard.data.figures.map((figure) => (
              <Col key={figure.key} xs={24} xl={12}>
                <FigureCard figure={figure} filters={shown} label={label} />
              </Col>
            ))}
          </Row>
        )
      )}
    </Flex>
  );
}
