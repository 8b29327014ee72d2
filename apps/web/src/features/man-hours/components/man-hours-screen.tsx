import { Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WeekTimesheet } from './week-timesheet';

/** The other tabs load when opened (page weight): the week is what most readers come for. */
const TimesheetApprovals = lazy(() =>
  import('./timesheet-approvals').then((m) => ({ default: m.TimesheetApprovals })),
);
const ManHourTotals = lazy(() => import('./man-hour-totals').then((m) => ({ default: m.ManHourTotals })));

const tabs = ['week', 'approvals', 'totals'] as const;

/** /man-hours: the reader's week (or its people's), timesheet approval and totals; `?tab=` and `?timesheet=`. */
export function ManHoursScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.has('timesheet') ? 'approvals' : params.get('tab');
  const tab = tabs.find((name) => name === asked) ?? 'week';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'week' ? {} : { tab: key })}
      destroyOnHidden
      items={[
        { key: 'week', label: t('manHours.tab.week'), children: <WeekTimesheet /> },
        {
          key: 'approvals',
          label: t('manHours.tab.approvals'),
          children: (
            <Suspense fallback={null}>
              <TimesheetApprovals />
            </Suspense>
          ),
        },
        {
          key: 'totals',
          label: t('manHours.tab.totals'),
          children: (
            <Suspense fallback={null}>
              <ManHourTotals />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
