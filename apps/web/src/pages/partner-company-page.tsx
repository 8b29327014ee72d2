import { CompanyList } from '../features/partners/components/company-list';
import { CertifiedPeople } from '../features/training/components/certified-people';

const certifiedPeople = (companyId: number) => <CertifiedPeople companyId={companyId} />;

/** /partner/company: partner companies (staff); a company's detail shows its certified people. */
export function PartnerCompanyPage() {
  return <CompanyList recordExtra={certifiedPeople} />;
}
