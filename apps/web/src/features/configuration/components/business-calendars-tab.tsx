import type { BusinessCalendar, FieldError } from '@portal/contract';
import { businessCalendarSchema, calendarWeekdays, formats, ticketSites } from '@portal/contract';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Segmented,
  Skeleton,
  Table,
  Tag,
  TimePicker,
} from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '../../../components/load-error-state';
import { Typography } from '../../../components/typography';
import { requestFieldErrors, schemaFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { RequestError } from '../../../lib/request';
import { useBusinessCalendars, useSaveBusinessCalendar } from '../api/business-calendar-queries';

type Site = BusinessCalendar['site'];
type Period = BusinessCalendar['week'][number][number];

/** Minutes after midnight as a picker's time; 24:00 (the end of the day) shows as 23:59. */
const timeOf = (minutes: number): Dayjs => dayjs().startOf('day').add(Math.min(minutes, 1439), 'minute');
/** A picker's time as minutes after midnight; an end at 23:59 is the end of the day (24:00). */
const minutesOf = (time: Dayjs, end: boolean): number => {
  const minutes = time.hour() * 60 + time.minute();
  return end && minutes === 1439 ? 1440 : minutes;
};

const emptyCalendar = (site: Site): BusinessCalendar => ({
  site,
  timeZone: site === 'KR' ? 'Asia/Seoul' : 'Asia/Shanghai',
  week: [[], [], [], [], [], [], []],
  holidays: [],
  workdays: [],
});

/** A list of dates: each a closable tag, and a picker that adds one. */
function DateList({
  dates,
  onChange,
  label,
}: {
  dates: string[];
  onChange: (dates: string[]) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <DatePicker
        aria-label={label}
        placeholder={t('businessCalendar.addDate')}
        format={formats.date}
        value={null}
        onChange={(date: Dayjs | null) => {
          const value = date?.format('YYYY-MM-DD');
          if (value && !dates.includes(value)) onChange([...dates, value].sort());
        }}
        style={{ width: 200 }}
      />
      <Flex wrap gap={4}>
        {dates.map((date) => (
          <Tag key={date} closable onClose={() => onChange(dates.filter((d) => d !== date))}>
            {date}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}

/** One site's calendar: its time zone, each weekday's working hours, its holidays and make-up working days. */
function CalendarEditor({ initial }: { initial: BusinessCalendar }) {
  const { t } = useTranslation();
  const save = useSaveBusinessCalendar();
  const [calendar, setCalendar] = useState<BusinessCalendar>(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const weekdayName = (day: number) => t(`businessCalendar.weekday.${calendarWeekdays[day]!}`);
  const label = (field: string): string => {
    const [head, day, index] = field.split('.');
    if (head === 'week' && day !== undefined)
      return `${weekdayName(Number(day))}${index !== undefined ? ` #${Number(index) + 1}` : ''}`;
    if (head === 'timeZone') return t('businessCalendar.timeZone');
    if (head === 'holidays') return t('businessCalendar.holidays');
    if (head === 'workdays') return t('businessCalendar.workdays');
    return field;
  };
  const setDay = (day: number, periods: Period[]) =>
    setCalendar((c) => ({ ...c, week: c.week.map((p, d) => (d === day ? periods : p)) }));

  const onSave = async () => {
    const found = schemaFieldErrors(businessCalendarSchema, calendar, label);
    setErrors(found);
    if (found.length > 0) return;
    try {
      const saved = await save.mutateAsync(calendar);
      notify.success(t('businessCalendar.saved', { count: saved.recomputedTickets }));
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      const fieldErrors = requestFieldErrors(error);
      setErrors(fieldErrors.length > 0 ? fieldErrors : [{ field: 'body', message: error.message }]);
    }
  };

  const columns: TableColumnsType<{ day: number }> = [
    {
      key: 'day',
      title: t('businessCalendar.weekday'),
      width: 120,
      render: (_, { day }) => weekdayName(day),
    },
    {
      key: 'hours',
      title: t('businessCalendar.workingHours'),
      render: (_, { day }) => {
        const periods = calendar.week[day] ?? [];
        return (
          <Flex wrap gap={8} align="center">
            {periods.length === 0 && (
              <Typography.Text type="secondary">{t('businessCalendar.dayOff')}</Typography.Text>
            )}
            {periods.map(([start = 0, end = 0], index) => (
              <Flex key={index} gap={4} align="center">
                <TimePicker.RangePicker
                  aria-label={`${weekdayName(day)} #${index + 1}`}
                  format="HH:mm"
                  minuteStep={5}
                  order={false}
                  allowClear={false}
                  value={[timeOf(start), timeOf(end)]}
                  onChange={(range) => {
                    const [from, to] = range ?? [];
                    if (!from || !to) return;
                    setDay(
                      day,
                      periods.map((p, i) =>
                        i === index ? [minutesOf(from, false), minutesOf(to, true)] : p,
                      ),
                    );
                  }}
                  style={{ width: 190 }}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('common.delete')}
                  onClick={() =>
                    setDay(
                      day,
                      periods.filter((_, i) => i !== index),
                    )
                  }
                />
              </Flex>
            ))}
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => {
                const last = periods.at(-1)?.[1] ?? 540;
                const start = Math.min(last + 60, 1380);
                setDay(day, [...periods, [start, Math.min(start + 240, 1440)]]);
              }}
            >
              {t('businessCalendar.addPeriod')}
            </Button>
          </Flex>
        );
      },
    },
  ];

  return (
    <Card>
      <Form layout="vertical">
        <Form.Item label={t('businessCalendar.timeZone')} extra={t('businessCalendar.timeZoneHelp')} required>
          <Input
            value={calendar.timeZone}
            maxLength={64}
            onChange={(e) => setCalendar((c) => ({ ...c, timeZone: e.target.value }))}
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item label={t('businessCalendar.workingHours')} extra={t('businessCalendar.workingHoursHelp')}>
          <Table
            rowKey="day"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={calendarWeekdays.map((_, day) => ({ day }))}
          />
        </Form.Item>
        <Flex gap={48} wrap>
          <Form.Item
            label={t('businessCalendar.holidays')}
            extra={t('businessCalendar.holidaysHelp')}
            style={{ minWidth: 300, flex: 1 }}
          >
            <DateList
              label={t('businessCalendar.holidays')}
              dates={calendar.holidays}
              onChange={(holidays) => setCalendar((c) => ({ ...c, holidays }))}
            />
          </Form.Item>
          <Form.Item
            label={t('businessCalendar.workdays')}
            extra={t('businessCalendar.workdaysHelp')}
            style={{ minWidth: 300, flex: 1 }}
          >
            <DateList
              label={t('businessCalendar.workdays')}
              dates={calendar.workdays}
              onChange={(workdays) => setCalendar((c) => ({ ...c, workdays }))}
            />
          </Form.Item>
        </Flex>
        {errors.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {errors.map((e, i) => (
                  <li key={i}>{e.message}</li>
                ))}
              </ul>
            }
          />
        )}
        <Button type="primary" loading={save.isPending} onClick={() => void onSave()}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** The business calendars of the ticket sites: one chosen at a time, edited and saved whole. */
export function BusinessCalendarsTab() {
  const { t } = useTranslation();
  const calendars = useBusinessCalendars();
  const [site, setSite] = useState<Site>(ticketSites[0]);
  if (calendars.isError) return <LoadErrorState onRetry={() => void calendars.refetch()} />;
  if (!calendars.data) return <Skeleton active />;
  const initial = calendars.data.find((c) => c.site === site) ?? emptyCalendar(site);
  return (
    <Flex vertical gap={12}>
      <Segmented<Site>
        value={site}
        onChange={setSite}
        options={ticketSites.map((value) => ({ value, label: t(`ticket.site.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <CalendarEditor key={`${site}:${JSON.stringify(initial)}`} initial={initial} />
    </Flex>
  );
}
