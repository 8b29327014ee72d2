import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMonthGrid, MonthCalendar, shiftMonth } from './calendar';
import { renderApp } from '../test/render-app';

describe('buildMonthGrid', () => {
  it('always gives 6 weeks of 7 days starting on Monday', () => {
    for (let year = 2024; year <= 2027; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const weeks = buildMonthGrid(year, month);
        expect(weeks).toHaveLength(6);
        const days = weeks.flat();
        expect(days).toHaveLength(42);
        for (const week of weeks) {
          expect(week).toHaveLength(7);
          expect(week[0]!.date.getDay()).toBe(1);
        }
        // The 1st is in the first week; days follow each other.
        expect(weeks[0]!.some((day) => day.isCurrentMonth && day.dayOfMonth === 1)).toBe(true);
        for (let i = 1; i < days.length; i += 1) {
          const previous = days[i - 1]!.date;
          const next = new Date(previous.getFullYear(), previous.getMonth(), previous.getDate() + 1);
          expect(days[i]!.date.getTime()).toBe(next.getTime());
        }
      }
    }
  });

  it('February 2026: starts Monday 26 January, 28 days of the month, ends 8 March', () => {
    const days = buildMonthGrid(2026, 2).flat();
    expect(days[0]).toMatchObject({ formatted: '2026-01-26', dayOfMonth: 26, isCurrentMonth: false });
    expect(days[6]).toMatchObject({ formatted: '2026-02-01', dayOfMonth: 1, isCurrentMonth: true });
    expect(days.filter((day) => day.isCurrentMonth).map((day) => day.dayOfMonth)).toEqual(
      Array.from({ length: 28 }, (_, i) => i + 1),
    );
    expect(days[34]).toMatchObject({ formatted: '2026-03-01', isCurrentMonth: false });
    expect(days[41]).toMatchObject({ formatted: '2026-03-08', dayOfMonth: 8, isCurrentMonth: false });
    expect(days[0]!.date).toEqual(new Date(2026, 0, 26));
  });

  it('November 2026: 30 days, neighbours flagged', () => {
    const days = buildMonthGrid(2026, 11).flat();
    expect(days[0]).toMatchObject({ formatted: '2026-10-26', isCurrentMonth: false });
    expect(days.filter((day) => day.isCurrentMonth)).toHaveLength(30);
    expect(days.find((day) => day.formatted === '2026-11-30')!.isCurrentMonth).toBe(true);
    expect(days.find((day) => day.formatted === '2026-12-01')!.isCurrentMonth).toBe(false);
    expect(days[41]!.formatted).toBe('2026-12-06');
  });

  it('a month starting on Monday starts the grid on its 1st (June 2026)', () => {
    const days = buildMonthGrid(2026, 6).flat();
    expect(days[0]).toMatchObject({ formatted: '2026-06-01', isCurrentMonth: true });
  });

  it('shifts months across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});

describe('MonthCalendar', () => {
  it('renders the grid with renderDay and navigates between months', async () => {
    const user = userEvent.setup();
    const onMonthChange = vi.fn();
    const onSelectDay = vi.fn();
    renderApp(
      <MonthCalendar
        defaultValue={{ year: 2026, month: 2 }}
        onMonthChange={onMonthChange}
        onSelectDay={onSelectDay}
        renderDay={(day) => <span>{`${day.isCurrentMonth ? 'in' : 'out'}:${day.formatted}`}</span>}
      />,
    );
    const table = screen.getByRole('table', { name: 'February 2026' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(table).getAllByRole('cell')).toHaveLength(42);
    expect(screen.getByText('out:2026-01-26')).toBeInTheDocument();
    expect(screen.getByText('in:2026-02-28')).toBeInTheDocument();

    await user.click(screen.getByText('in:2026-02-14'));
    expect(onSelectDay).toHaveBeenCalledWith(expect.objectContaining({ formatted: '2026-02-14' }));

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 3 });
    expect(screen.getByRole('table', { name: 'March 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('table', { name: 'January 2026' })).toBeInTheDocument();
  });
});
