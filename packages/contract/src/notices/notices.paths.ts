import type { EndpointPath, EndpointRefs } from '../core/endpoint';
import type { noticesEndpoints } from './notices.endpoints';

/**
 * Method, path and permission of each notice endpoint; notices.endpoints.ts adds the schemas. Every
 * signed-in user reads only the notices addressed to them. The stream (`GET /api/notice/stream?ticket=`)
 * is not an envelope endpoint: a ticket from `stream-ticket` authenticates it.
 */
export const noticesPaths = {
  pageNotices: { method: 'POST', path: '/notice/page', permission: 'authenticated' },
  unreadCount: { method: 'GET', path: '/notice/unread-count', permission: 'authenticated' },
  markRead: { method: 'POST', path: '/notice/mark-read', permission: 'authenticated' },
  markAllRead: { method: 'POST', path: '/notice/mark-all-read', permission: 'authenticated' },
  streamTicket: { method: 'POST', path: '/notice/stream-ticket', permission: 'authenticated' },
  getMailPreferences: { method: 'GET', path: '/notice/get-mail-preferences', permission: 'authenticated' },
  saveMailPreferences: { method: 'POST', path: '/notice/save-mail-preferences', permission: 'authenticated' },
} as const satisfies Record<string, EndpointPath>;

export const noticeStreamPath = '/notice/stream';

/** The notice endpoints without their schemas, typed by them: the header's bell calls through these. */
export const noticesRefs: EndpointRefs<typeof noticesEndpoints> = noticesPaths;
