import { useSearchParams } from 'react-router';
import { paths } from '../app/paths';
import { ChooseRecordState } from '../app/states';
import { CustomerDetail } from '../features/customers/components/customer-detail';

/** /customerManagement/Details?id=: one customer with its contacts and linked records. */
export function CustomerDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1) return <ChooseRecordState backTo={paths.customerList} />;
  return <CustomerDetail key={id} id={id} />;
}
