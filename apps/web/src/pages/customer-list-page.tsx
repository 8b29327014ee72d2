import { permissions } from '@portal/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerList } from '../features/customers/components/customer-list';
import { hasButton, useSession } from '../lib/session';

const loadCreate = () => import('./customer-create');
const CustomerCreate = lazy(() => loadCreate().then((m) => ({ default: m.CustomerCreate })));

/**
 * "New customer" on demand: the button stands in for the dialog (its form, the company lookup and the
 * registration form's fields), which loads when the button is pointed at and opens when it is pressed.
 */
function CreateButton() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <Button
      type="primary"
      loading={wanted}
      onMouseEnter={() => void loadCreate()}
      onFocus={() => void loadCreate()}
      onClick={() => setWanted(true)}
    >
      {t('customer.create')}
    </Button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <CustomerCreate />
    </Suspense>
  );
}

/**
 * /customerManagement: customers (a partner's: those it has a registration of). With `customer.edit`, a
 * new one is identified as on the registration form: picked through the company lookup, or by hand.
 */
export function CustomerListPage() {
  const canEdit = useSession((s) => hasButton(permissions.customerEdit, s));
  return <CustomerList createButton={canEdit ? <CreateButton /> : null} />;
}
