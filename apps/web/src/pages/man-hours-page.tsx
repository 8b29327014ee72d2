import { ManHoursScreen } from '../features/man-hours/components/man-hours-screen';

/** /man-hours: time entries on a week grid, weekly timesheets and their approval, totals. */
export function ManHoursPage() {
  return <ManHoursScreen />;
}
