import { CompanyList } from '../features/partners/components/company-list';

/** /partner/company: partner companies (staff). */
export function PartnerCompanyPage() {
  return <CompanyList />;
}
