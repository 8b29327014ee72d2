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
import { identityPaths as paths } from './identity.paths';

export const identityEndpoints = {
  login: defineEndpoint({ ...paths.login, body: loginBodySchema, data: loginDataSchema }),
  refreshToken: defineEndpoint({
    ...paths.refreshToken,
    body: refreshTokenBodySchema,
    data: tokenPairSchema,
  }),
  logout: defineEndpoint({ ...paths.logout, body: logoutBodySchema, data: z.null() }),
  getMenu: defineEndpoint({ ...paths.getMenu, data: getMenuDataSchema }),
  getLoginUser: defineEndpoint({ ...paths.getLoginUser, data: loginUserSchema }),
  getInfo: defineEndpoint({ ...paths.getInfo, data: systemInfoSchema }),
  getUserPartnerInfo: defineEndpoint({ ...paths.getUserPartnerInfo, data: partnerInfoSchema }),
  getSaleUsers: defineEndpoint({ ...paths.getSaleUsers, data: z.array(ownerCandidateSchema) }),
  getPlanningUsers: defineEndpoint({ ...paths.getPlanningUsers, data: z.array(ownerCandidateSchema) }),
};
