import { CompanyLookupField } from '../features/company-lookup/company-lookup-field';
import { CustomerCreateButton } from '../features/customers/components/customer-create-button';
import { ReportCustomerFields } from '../features/opportunity-reports/components/report-customer-fields';

/**
 * The customer list's "New customer" with its dialog: a new customer is identified as on the registration
 * form, picked through the company lookup or by hand. Loaded when the list's button is first pressed
 * (`customer-list-page.tsx`), so the list lands without the dialog's form.
 */
export function CustomerCreate() {
  return (
    <CustomerCreateButton
      defaultOpen
      identityFields={(form) => (
        <ReportCustomerFields form={form} customerField={<CompanyLookupField />} editable />
      )}
    />
  );
}
