import { customersEndpoints as ep, customersExportEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import { createCompanyDirectory, isListedCompany } from '../company-lookup';
import type { ModuleDeps } from '../module-deps';
import { CustomersService } from './customers.service';

export function customersRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const directory = createCompanyDirectory(deps, app);
  const service = new CustomersService(
    deps.db,
    (customer) => isListedCompany(directory, customer),
    deps.searchSources,
  );
  route(app, ep.pageCustomers, ({ body, principal }) => service.page(body, principal));
  route(app, ep.getCustomerInfo, ({ query, principal }) => service.get(query.id, principal));
  route(app, ep.createCustomer, ({ body, principal }) => service.create(body, principal));
  route(app, ep.updateCustomer, ({ body, principal }) => service.update(body, principal));
  route(app, ep.saveContact, ({ body, principal }) => service.saveContact(body, principal));
  route(app, ep.deleteContact, ({ body, principal }) => service.deleteContact(body, principal));
  route(app, customersExportEndpoints.exportCustomers, async ({ body, principal, lang, reply }) => {
    await service.export(body, principal, lang, reply);
    return null;
  });
}
