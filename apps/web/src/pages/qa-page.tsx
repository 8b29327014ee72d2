import { QaList } from '../features/knowledge/components/qa-list';

/** /business/QaManage: QA entries (partners read the published ones; staff write them). */
export function QaPage() {
  return <QaList />;
}
