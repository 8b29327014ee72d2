import { z } from 'zod';
import { defineEndpoint, irreversible } from '../core/endpoint';
import { ownerCandidateSchema, partnerTypeSchema } from '../identity/identity.schema';
import { endedCountSchema, endUserSessionsBodySchema } from '../identity/sessions.schema';
import { permissions } from '../identity/menu-tree';
import {
  changeCompanyStatusBodySchema,
  changeUserStatusBodySchema,
  companyInfoSchema,
  companyPageSchema,
  contactPersonSchema,
  getCompanyInfoQuerySchema,
  getContactPeopleQuerySchema,
  getUserInfoQuerySchema,
  grantableRoleSchema,
  managedUserInfoSchema,
  managedUserPageSchema,
  pageCompaniesBodySchema,
  pageUsersBodySchema,
  resetUserPasswordBodySchema,
  saveCompanyBodySchema,
  saveUserBodySchema,
} from './partners.schema';

/** Partner companies (staff) and the drop-downs other screens take from them. */
export const partnerCompaniesEndpoints = {
  pageCompanies: defineEndpoint({
    method: 'POST',
    path: '/partner/page-company-list',
    permission: permissions.partnerCompany,
    body: pageCompaniesBodySchema,
    data: companyPageSchema,
  }),
  getCompanyInfo: defineEndpoint({
    method: 'GET',
    path: '/partner/get-company-info',
    permission: permissions.partnerCompany,
    query: getCompanyInfoQuerySchema,
    data: companyInfoSchema,
  }),
  saveCompany: defineEndpoint({
    method: 'POST',
    path: '/partner/save-company',
    permission: permissions.partnerCompanyEdit,
    body: saveCompanyBodySchema,
    data: companyInfoSchema,
  }),
  changeCompanyStatus: defineEndpoint({
    method: 'POST',
    path: '/partner/change-company-status',
    permission: permissions.partnerCompanyEdit,
    body: changeCompanyStatusBodySchema,
    data: companyInfoSchema,
  }),
  getPartnerTypes: defineEndpoint({
    method: 'GET',
    path: '/partner/get-partner-type-drop-down-list',
    permission: 'authenticated',
    data: z.array(partnerTypeSchema),
  }),
  getContactPeople: defineEndpoint({
    method: 'GET',
    path: '/partner/get-partner-contact-people-list',
    permission: 'authenticated',
    query: getContactPeopleQuerySchema,
    data: z.array(contactPersonSchema),
  }),
  getChannelManagers: defineEndpoint({
    method: 'GET',
    path: '/user/get-channel-manager-list',
    permission: permissions.partnerCompany,
    data: z.array(ownerCandidateSchema),
  }),
};

/** Users, internal and partner: staff manage any, a partner administrator only its own company's. */
export const partnerUsersEndpoints = {
  pageUsers: defineEndpoint({
    method: 'POST',
    path: '/user/page-user-list',
    permission: permissions.partnerUser,
    body: pageUsersBodySchema,
    data: managedUserPageSchema,
  }),
  getUserInfo: defineEndpoint({
    method: 'GET',
    path: '/user/get-user-info',
    permission: permissions.partnerUser,
    query: getUserInfoQuerySchema,
    data: managedUserInfoSchema,
  }),
  saveUser: defineEndpoint({
    method: 'POST',
    path: '/user/save-user',
    permission: permissions.partnerUserEdit,
    body: saveUserBodySchema,
    data: managedUserInfoSchema,
  }),
  changeUserStatus: defineEndpoint({
    method: 'POST',
    path: '/user/change-user-status',
    permission: permissions.partnerUserEdit,
    body: changeUserStatusBodySchema,
    data: managedUserInfoSchema,
  }),
  resetUserPassword: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/user/reset-password',
      permission: permissions.partnerUserEdit,
      body: resetUserPasswordBodySchema,
      data: z.null(),
    }),
  ),
  /** Signs a managed user out of every session (a partner administrator: its own company's users only). */
  endUserSessions: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/user/end-user-sessions',
      permission: permissions.partnerUserEdit,
      body: endUserSessionsBodySchema,
      data: endedCountSchema,
    }),
  ),
  getRoles: defineEndpoint({
    method: 'GET',
    path: '/user/get-role-list',
    permission: permissions.partnerUser,
    data: z.array(grantableRoleSchema),
  }),
};
