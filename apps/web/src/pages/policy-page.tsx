import { PolicyList } from '../features/knowledge/components/policy-list';

/** /business/policy: policies (partners read the published ones in effect; staff write them). */
export function PolicyPage() {
  return <PolicyList />;
}
