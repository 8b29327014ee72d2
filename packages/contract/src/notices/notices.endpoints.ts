import { defineEndpoint } from '../core/endpoint';
import {
  mailPreferencesSchema,
  noticeIdBodySchema,
  noticePageSchema,
  pageNoticesBodySchema,
  saveMailPreferencesBodySchema,
  streamTicketSchema,
  unreadCountSchema,
} from './notices.schema';
import { noticesPaths as p } from './notices.paths';

export const noticesEndpoints = {
  pageNotices: defineEndpoint({ ...p.pageNotices, body: pageNoticesBodySchema, data: noticePageSchema }),
  unreadCount: defineEndpoint({ ...p.unreadCount, data: unreadCountSchema }),
  markRead: defineEndpoint({ ...p.markRead, body: noticeIdBodySchema, data: unreadCountSchema }),
  markAllRead: defineEndpoint({ ...p.markAllRead, data: unreadCountSchema }),
  streamTicket: defineEndpoint({ ...p.streamTicket, data: streamTicketSchema }),
  getMailPreferences: defineEndpoint({ ...p.getMailPreferences, data: mailPreferencesSchema }),
  saveMailPreferences: defineEndpoint({
    ...p.saveMailPreferences,
    body: saveMailPreferencesBodySchema,
    data: mailPreferencesSchema,
  }),
};
