import { ComingSoonPage } from './coming-soon-page';

export function ClueAssignedPage() {
  return <ComingSoonPage />;
}
