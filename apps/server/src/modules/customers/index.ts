/** What other modules (and the demo seed) may use of the customers module. */
export type { CustomerIdentity } from './customers.find-or-create.service';
export { findOrCreateCustomer } from './customers.find-or-create.service';
export { customerEntity } from './customers.repository';
export { findCustomerAddressee } from './customers.reads.repository';
export { nameDemoCustomers } from './customers.seed';
export type { CustomerOfCompany } from './customers.search.repository';
export { indexCustomerCompanies } from './customers.search.repository';
