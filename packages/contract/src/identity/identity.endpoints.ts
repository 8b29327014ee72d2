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
import {
  endedCountSchema,
  endSessionBodySchema,
  messagingTokenSchema,
  qrDecideBodySchema,
  qrDecideDataSchema,
  qrIdBodySchema,
  qrIdQuerySchema,
  qrRequestInfoSchema,
  qrStartBodySchema,
  qrStartDataSchema,
  qrStatusSchema,
  sessionItemSchema,
} from './sessions.schema';
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
  listSessions: defineEndpoint({ ...paths.listSessions, data: z.array(sessionItemSchema) }),
  endSession: defineEndpoint({ ...paths.endSession, body: endSessionBodySchema, data: z.null() }),
  endOtherSessions: defineEndpoint({ ...paths.endOtherSessions, data: endedCountSchema }),
  qrStart: defineEndpoint({ ...paths.qrStart, body: qrStartBodySchema, data: qrStartDataSchema }),
  qrStatus: defineEndpoint({ ...paths.qrStatus, query: qrIdQuerySchema, data: qrStatusSchema }),
  qrFinish: defineEndpoint({ ...paths.qrFinish, body: qrIdBodySchema, data: tokenPairSchema }),
  qrRequestInfo: defineEndpoint({
    ...paths.qrRequestInfo,
    query: qrIdQuerySchema,
    data: qrRequestInfoSchema,
  }),
  getMessagingToken: defineEndpoint({ ...paths.getMessagingToken, data: messagingTokenSchema }),
  qrDecide: defineEndpoint({ ...paths.qrDecide, body: qrDecideBodySchema, data: qrDecideDataSchema }),
};
