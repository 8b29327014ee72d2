import type { YearMonth } from '../../../components/calendar';
import { MonthCalendar } from '../../../components/calendar';
import { useState } from 'react';
import { useCalendarSessions } from '../api/sessions';
import { shownLocal, useCourseName } from './training-labels';

const pad = (n: number) => String(n).padStart(2, '0');

/** A month's sessions on the calendar (6 weeks from Monday), each on the day it starts in its own zone. */
export function SessionCalendar() {
  const [shown, setShown] = useState<YearMonth>(() => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() + 1 };
  });
  const sessions = useCalendarSessions(`${shown.year}-${pad(shown.month)}`);
  const courseName = useCourseName();
  return (
    <div data-testid="session-calendar">
      <MonthCalendar
        value={shown}
        onMonthChange={setShown}
        renderDay={(day) => (
          <div style={{ minHeight: 64 }}>
            <div>{day.dayOfMonth}</div>
            {(sessions.data ?? [])
              .filter((s) => s.startsLocal.slice(0, 10) === day.formatted)
              .map((s) => (
                <div
                  key={s.id}
                  title={`${shownLocal(s.startsLocal)} ${s.timeZone}`}
                  style={{ fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {s.startsLocal.slice(11)} {courseName(s)} ({s.seatsTaken}/{s.capacity})
                </div>
              ))}
          </div>
        )}
      />
    </div>
  );
}
