import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ManHourTotals } from './man-hour-totals';
import { TimesheetApprovals } from './timesheet-approvals';
import { WeekTimesheet } from './week-timesheet';

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
        { key: 'approvals', label: t('manHours.tab.approvals'), children: <TimesheetApprovals /> },
        { key: 'totals', label: t('manHours.tab.totals'), children: <ManHourTotals /> },
      ]}
    />
  );
}
