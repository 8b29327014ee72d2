import { ExceptionLogList } from '../features/exception-logs/components/exception-log-list';

export function ExceptionLogPage() {
  return <ExceptionLogList />;
}
