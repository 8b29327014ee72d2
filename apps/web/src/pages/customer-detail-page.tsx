import { useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { ChooseRecordState } from '../components/states';
import { CustomerDetail } from '../features/customers/components/customer-detail';
import { SolutionsTable } from '../features/solutions/components/solutions-table';
import { hasMenu, useSession } from '../lib/session';

/** /customerManagement/Details?id=: one customer with its contacts and linked records (its solutions for their readers). */
export function CustomerDetailPage() {
  const [params] = useSearchParams();
  const readsSolutions = useSession((s) => hasMenu('solution', s));
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1) return <ChooseRecordState backTo={paths.customerList} />;
  return (
    <CustomerDetail
      key={id}
      id={id}
      solutions={readsSolutions ? <SolutionsTable filter={{ customerId: id }} /> : undefined}
    />
  );
}
