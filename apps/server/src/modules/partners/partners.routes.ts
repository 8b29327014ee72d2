import { partnerCompaniesEndpoints as companies, partnerUsersEndpoints as users } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { CompaniesService } from './companies.service';
import { UsersService } from './users.service';

export function partnersRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const companiesService = new CompaniesService(db);
  const usersService = new UsersService(db);
  route(app, companies.pageCompanies, ({ body, principal }) => companiesService.page(body, principal));
  route(app, companies.getCompanyInfo, ({ query, principal }) => companiesService.get(query.id, principal));
  route(app, companies.saveCompany, ({ body, principal }) => companiesService.save(body, principal));
  route(app, companies.changeCompanyStatus, ({ body, principal }) =>
    companiesService.changeStatus(body, principal),
  );
  route(app, companies.getPartnerTypes, () => companiesService.partnerTypes());
  route(app, companies.getContactPeople, ({ query, principal }) =>
    companiesService.contactPeople(query, principal),
  );
  route(app, companies.getChannelManagers, ({ principal }) => companiesService.channelManagers(principal));

  route(app, users.pageUsers, ({ body, principal }) => usersService.page(body, principal));
  route(app, users.getUserInfo, ({ query, principal }) => usersService.get(query.id, principal));
  route(app, users.saveUser, ({ body, principal }) => usersService.save(body, principal));
  route(app, users.changeUserStatus, ({ body, principal }) => usersService.changeStatus(body, principal));
  route(app, users.resetUserPassword, async ({ body, principal }) => {
    await usersService.resetPassword(body, principal);
    return null;
  });
  route(app, users.endUserSessions, ({ body, principal }) => usersService.endSessions(body.id, principal));
  route(app, users.getRoles, ({ principal }) => usersService.roles(principal));
}
