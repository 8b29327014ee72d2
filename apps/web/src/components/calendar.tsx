import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One cell of the month grid (spec section 2). */
export interface CalendarDay {
  /** Local midnight of the day. */
  date: Date;
  dayOfMonth: number;
  /** 'YYYY-MM-DD'. */
  formatted: string;
  /** Whether the day belongs to the month the grid was built for (not a neighbour's overflow). */
  isCurrentMonth: boolean;
}

/** A month, counted from 1 (1 = January). */
export interface YearMonth {
  year: number;
  month: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The 6 weeks × 7 days around a month, weeks starting on Monday: the first row starts on the Monday on
 * or before the 1st (the 1st itself when it is a Monday), so the grid always holds 42 days.
 * `month` counts from 1 (1 = January).
 */
export function buildMonthGrid(year: number, month: number): CalendarDay[][] {
  const first = new Date(year, month - 1, 1);
  const offset = (first.getDay() + 6) % 7; // days since Monday
  const weeks: CalendarDay[][] = [];
  for (let week = 0; week < 6; week += 1) {
    const days: CalendarDay[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      // Built from the calendar fields, not by adding milliseconds, so daylight-saving days stay at midnight.
      const date = new Date(year, month - 1, 1 - offset + week * 7 + weekday);
      days.push({
        date,
        dayOfMonth: date.getDate(),
        formatted: `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
        isCurrentMonth: date.getFullYear() === first.getFullYear() && date.getMonth() === first.getMonth(),
      });
    }
    weeks.push(days);
  }
  return weeks;
}

/** The month after (`step` 1) or before (`step` -1) a month. */
export function shiftMonth({ year, month }: YearMonth, step: number): YearMonth {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const weekdayKeys = [
  'widget.calendar.mon',
  'widget.calendar.tue',
  'widget.calendar.wed',
  'widget.calendar.thu',
  'widget.calendar.fri',
  'widget.calendar.sat',
  'widget.calendar.sun',
] as const;

const monthKeys = [
  'widget.calendar.month1',
  'widget.calendar.month2',
  'widget.calendar.month3',
  'widget.calendar.month4',
  'widget.calendar.month5',
  'widget.calendar.month6',
  'widget.calendar.month7',
  'widget.calendar.month8',
  'widget.calendar.month9',
  'widget.calendar.month10',
  'widget.calendar.month11',
  'widget.calendar.month12',
] as const;

const today = (): YearMonth => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
};

export interface MonthCalendarProps {
  /** The month shown (controlled); without it the calendar starts at `defaultValue` or this month. */
  value?: YearMonth;
  defaultValue?: YearMonth;
  /** Called when the user moves to another month. */
  onMonthChange?: (value: YearMonth) => void;
  /** The content of a day cell; the day of month by default. */
  renderDay?: (day: CalendarDay) => ReactNode;
  /** Called when a day cell is clicked (or chosen with Enter/Space). */
  onSelectDay?: (day: CalendarDay) => void;
}

/** A month grid (Monday first) with previous/this/next month navigation. */
export function MonthCalendar({
  value,
  defaultValue,
  onMonthChange,
  renderDay,
  onSelectDay,
}: MonthCalendarProps) {
  const { t } = useTranslation();
  const [inner, setInner] = useState<YearMonth>(() => defaultValue ?? today());
  const shown = value ?? inner;
  const weeks = buildMonthGrid(shown.year, shown.month);
  const title = t('widget.calendar.monthTitle', {
    year: shown.year,
    monthName: t(monthKeys[shown.month - 1] ?? monthKeys[0]),
  });

  const go = (next: YearMonth) => {
    setInner(next);
    onMonthChange?.(next);
  };

  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        <Button
          icon={<LeftOutlined />}
          aria-label={t('widget.calendar.prevMonth')}
          onClick={() => go(shiftMonth(shown, -1))}
        />
        <strong aria-live="polite">{title}</strong>
        <Button
          icon={<RightOutlined />}
          aria-label={t('widget.calendar.nextMonth')}
          onClick={() => go(shiftMonth(shown, 1))}
        />
        <Button onClick={() => go(today())}>{t('widget.calendar.thisMonth')}</Button>
      </Space>
      <table aria-label={title} style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {weekdayKeys.map((key) => (
              <th key={key} scope="col">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.formatted}>
              {week.map((day) => (
                <td
                  key={day.formatted}
                  data-date={day.formatted}
                  tabIndex={onSelectDay ? 0 : undefined}
                  onClick={onSelectDay ? () => onSelectDay(day) : undefined}
                  onKeyDown={
                    onSelectDay
                      ? (event) => {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            onSelectDay(day);
                          }
                        }
                      : undefined
                  }
                  style={{
                    verticalAlign: 'top',
                    padding: 4,
                    opacity: day.isCurrentMonth ? 1 : 0.45,
                    cursor: onSelectDay ? 'pointer' : undefined,
                  }}
                >
                  {renderDay ? renderDay(day) : day.dayOfMonth}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
