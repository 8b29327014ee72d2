import { permissions } from '@portal/contract';
import { CompanyLookupField } from '../features/company-lookup/company-lookup-field';
import { CustomerCreateButton } from '../features/customers/components/customer-create-button';
import { CustomerList } from '../features/customers/components/customer-list';
import { ReportCustomerFields } from '../features/opportunity-reports/components/report-customer-fields';
import { hasButton, useSession } from '../lib/session';

/**
 * /customerManagement: customers (a partner's: those it has a registration of). With `customer.edit`, a
 * new one is identified as on the registration form: picked through the company lookup, or by hand.
 */
export function CustomerListPage() {
  const canEdit = useSession((s) => hasButton(permissions.customerEdit, s));
  return (
    <CustomerList
      createButton={
        canEdit ? (
          <CustomerCreateButton
            identityFields={(form) => (
              <ReportCustomerFields form={form} customerField={<CompanyLookupField />} editable />
            )}
          />
        ) : null
      }
    />
  );
}
