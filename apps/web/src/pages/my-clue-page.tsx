import { ComingSoonPage } from './coming-soon-page';

export function MyCluePage() {
  return <ComingSoonPage />;
}
