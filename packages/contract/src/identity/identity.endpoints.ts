import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import {
  getMenuDataSchema,
  loginBodySchema,
  loginDataSchema,
  loginUserSchema,
  logoutBodySchema,
  ownerCandidateSchema,
  partnerInfoSchema,
  refreshTokenBodySchema,
  systemInfoSchema,
  tokenPairSchema,
} from './identity.schema';
import { permissions } from './menu-tree';

export const identityEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/login/login',
    permission: 'public',
    body: loginBodySchema,
    data: loginDataSchema,
  }),
  refreshToken: defineEndpoint({
    method: 'POST',
    path: '/login/refreshToken',
    permission: 'public',
    body: refreshTokenBodySchema,
    data: tokenPairSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/login/logout',
    permission: 'authenticated',
    body: logoutBodySchema,
    data: z.null(),
  }),
  getMenu: defineEndpoint({
    method: 'POST',
    path: '/login/get-menu',
    permission: 'authenticated',
    data: getMenuDataSchema,
  }),
  getLoginUser: defineEndpoint({
    method: 'POST',
    path: '/login/get-login-user',
    permission: 'authenticated',
    data: loginUserSchema,
  }),
  getInfo: defineEndpoint({
    method: 'GET',
    path: '/login/get-info',
    permission: 'public',
    data: systemInfoSchema,
  }),
  getUserPartnerInfo: defineEndpoint({
    method: 'GET',
    path: '/partner/get-uer-partner-info',
    permission: 'authenticated',
    data: partnerInfoSchema,
  }),
  getSaleUsers: defineEndpoint({
    method: 'GET',
    path: '/user/get-sale-user',
    permission: permissions.opportunityAssign,
    data: z.array(ownerCandidateSchema),
  }),
  getPlanningUsers: defineEndpoint({
    method: 'GET',
    path: '/user/get-planning-user',
    permission: permissions.opportunityAssign,
    data: z.array(ownerCandidateSchema),
  }),
};
