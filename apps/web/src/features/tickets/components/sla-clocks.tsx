import type { SlaClock, TicketSla } from '@portal/contract';
import { Card, Col, Flex, Progress, Row, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/date-time';
import { Typography } from '../../../components/typography';
import { ClockStateTag } from './ticket-tags';

const segmentColors = { running: 'blue', paused: 'gold', stopped: 'gray' } as const;

/** One SLA clock: its state, business minutes spent of the target, due or breach time, and its timeline. */
function ClockCard({ title, clock, testId }: { title: string; clock: SlaClock; testId: string }) {
  const { t } = useTranslation();
  const percent =
    clock.targetMinutes > 0
      ? Math.min(100, Math.round((clock.elapsedMinutes / clock.targetMinutes) * 100))
      : 0;
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="center">
          <ClockStateTag state={clock.state} breached={clock.breachedAt !== null} />
          <Typography.Text>
            {t('ticket.sla.elapsed', { elapsed: clock.elapsedMinutes, target: clock.targetMinutes })}
          </Typography.Text>
        </Flex>
        <Progress
          percent={percent}
          showInfo={false}
          status={clock.breachedAt !== null ? 'exception' : clock.state === 'running' ? 'active' : 'normal'}
        />
        {clock.breachedAt ? (
          <Typography.Text type="danger">
            {t('ticket.sla.breachedAt')} <DateTime value={clock.breachedAt} />
          </Typography.Text>
        ) : clock.dueAt ? (
          <Typography.Text>
            {t('ticket.sla.dueAt')} <DateTime value={clock.dueAt} />
          </Typography.Text>
        ) : null}
        <Timeline
          items={clock.segments.map((segment, index) => ({
            key: `${segment.from}-${index}`,
            color: segmentColors[segment.state],
            content: (
              <Flex gap={8} wrap align="center">
                <Typography.Text strong>{t(`ticket.sla.${segment.state}`)}</Typography.Text>
                <Typography.Text type="secondary">
                  <DateTime value={segment.from} /> ~{' '}
                  {segment.to ? <DateTime value={segment.to} /> : t('ticket.sla.now')}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      </Flex>
    </Card>
  );
}

/** The two SLA clocks of a ticket as the server computed them. */
export function SlaClocks({ sla }: { sla: TicketSla }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('ticket.sla.title')} extra={t('ticket.sla.timeZone', { zone: sla.timeZone })}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ClockCard title={t('ticket.sla.response')} clock={sla.response} testId="sla-response" />
        </Col>
        <Col xs={24} lg={12}>
          <ClockCard title={t('ticket.sla.resolution')} clock={sla.resolution} testId="sla-resolution" />
        </Col>
      </Row>
    </Card>
  );
}
