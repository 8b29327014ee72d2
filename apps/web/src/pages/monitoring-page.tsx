import { ReloadOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../components/format';
import { Typography } from '../components/typography';
import { useMonitoring } from '../features/monitoring/api/get-monitoring';
import { MonitoringCard } from '../features/monitoring/components/monitoring-card';

/**
 * /reports/monitoring (administrators): overdue approvals, tickets that breached their SLA, protections
 * ending within 14 days, failed and retried jobs, mails not delivered, recent exceptions; one request, each
 * count opening its list.
 */
export function MonitoringPage() {
  const { t } = useTranslation();
  const monitoring = useMonitoring();
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">
          {monitoring.data ? t('monitoring.asOf', { time: formatDateTime(monitoring.data.at) }) : ''}
        </Typography.Text>
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={monitoring.isFetching}
          onClick={() => void monitoring.refetch()}
        >
          {t('monitoring.refresh')}
        </Button>
      </Flex>
      {!monitoring.data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {monitoring.data.items.map((item) => (
            <Col key={item.key} xs={24} md={12} xl={8}>
              <MonitoringCard item={item} />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
