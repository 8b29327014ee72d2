import { DownloadOutlined, FileImageOutlined } from '@ant-design/icons';
import type { DashboardFilters, Figure } from '@portal/contract';
import { Button, Card, Empty, Flex, Skeleton } from 'antd';
import { Typography } from '../../../components/typography';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RequestCancelled, RequestError } from '../../../lib/request';
import { exportFigure } from '../api/export-figure';

/** The chart library is loaded only here, after the dashboard's shell (page weight: docs/performance.md). */
const FigureChart = lazy(() => import('./figure-chart').then((m) => ({ default: m.FigureChart })));

type RateKey = 'dashboard.rate.winRate' | 'dashboard.rate.slaCompliance' | 'dashboard.rate.conversion';

/**
 * The rate a figure shows: the share of its first category in the whole (won of won and lost, met of met and
 * breached), or of its last step in its first (orders of registrations).
 */
const rates: Partial<Record<Figure['key'], { part: string; of: readonly string[]; key: RateKey }>> = {
  winRate: { part: 'won', of: ['won', 'lost'], key: 'dashboard.rate.winRate' },
  slaCompliance: { part: 'met', of: ['met', 'breached'], key: 'dashboard.rate.slaCompliance' },
  conversion: { part: 'orders', of: ['registrations'], key: 'dashboard.rate.conversion' },
};

function rate(figure: Figure): { key: RateKey; value: string } | null {
  const wanted = rates[figure.key];
  if (!wanted) return null;
  const sum = (xs: readonly string[]) =>
    figure.points.filter((p) => xs.includes(p.x)).reduce((total, p) => total + p.value, 0);
  const whole = sum(wanted.of);
  if (whole === 0) return null;
  return { key: wanted.key, value: `${((sum([wanted.part]) / whole) * 100).toFixed(1)}%` };
}

/** Read by screen readers and reachable by the keyboard, not drawn. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: 0,
  padding: 0,
} as const;

export interface FigureCardProps {
  figure: Figure;
  filters: DashboardFilters;
  label: (kind: Figure['axis'] | Figure['seriesOf'], code: string) => string;
}

/** One figure: its chart (each bar opens its list), its rate, and its exports (.xlsx data, PNG image). */
export function FigureCard({ figure, filters, label }: FigureCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t(`dashboard.figure.${figure.key}`);
  const toPng = useRef<(() => string) | null>(null);
  const [exporting, setExporting] = useState(false);
  const onOpen = useCallback((link: string) => void navigate(link), [navigate]);
  const onReady = useCallback((make: () => string) => {
    toPng.current = make;
  }, []);
  const ratio = rate(figure);
  const hasPoints = figure.state === 'ready' && figure.points.length > 0;

  const saveImage = () => {
    if (!toPng.current) return;
    const link = document.createElement('a');
    link.href = toPng.current();
    link.download = `${title}.png`;
    link.click();
  };
  const saveData = () => {
    setExporting(true);
    exportFigure({ figure: figure.key, ...filters })
      .catch((error: unknown) => {
        // Shown by the request layer.
        if (!(error instanceof RequestError || error instanceof RequestCancelled)) throw error;
      })
      .finally(() => setExporting(false));
  };

  return (
    <Card
      title={title}
      size="small"
      data-figure={figure.key}
      extra={
        <Flex gap={4}>
          <Button
            size="small"
            type="text"
            icon={<DownloadOutlined aria-hidden />}
            aria-label={`${title}: ${t('dashboard.exportData')}`}
            title={t('dashboard.exportData')}
            loading={exporting}
            disabled={!hasPoints}
            onClick={saveData}
          />
          <Button
            size="small"
            type="text"
            icon={<FileImageOutlined aria-hidden />}
            aria-label={`${title}: ${t('dashboard.exportImage')}`}
            title={t('dashboard.exportImage')}
            disabled={!hasPoints}
            onClick={saveImage}
          />
        </Flex>
      }
    >
      {figure.state === 'noData' ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noDataYet')} />
      ) : !hasPoints ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noData')} />
      ) : (
        <>
          {ratio && <Typography.Text strong>{t(ratio.key, { rate: ratio.value })}</Typography.Text>}
          {figure.median !== undefined && figure.median !== null && (
            <Typography.Text strong data-testid="figure-median">
              {t('dashboard.median', { hours: figure.median.toFixed(1) })}
            </Typography.Text>
          )}
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 260 }} />}>
            <FigureChart figure={figure} label={label} onOpen={onOpen} onReady={onReady} ariaLabel={title} />
          </Suspense>
          {/* The numbers as links, for the keyboard and screen readers (the canvas is one image). */}
          <ul style={visuallyHidden}>
            {figure.points.map((point) =>
              point.link ? (
                <li key={`${point.x}|${point.series}`}>
                  <Link to={point.link}>
                    {t('dashboard.openList', {
                      label: [
                        label(figure.axis, point.x),
                        figure.seriesOf === 'none' ? '' : label(figure.seriesOf, point.series),
                      ]
                        .filter(Boolean)
                        .join(' · '),
                      value: point.value,
                    })}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </>
      )}
      {figure.ignores.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('dashboard.ignores', {
            filters: figure.ignores
              .map((name) => t(`dashboard.filter.${name === 'partner' ? 'partner' : name}`))
              .join(', '),
          })}
        </Typography.Text>
      )}
    </Card>
  );
}
