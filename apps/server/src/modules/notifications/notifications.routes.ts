import { noticeStreamPath, noticesEndpoints as ep, streamQuerySchema } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../core/endpoint-route';
import { openEventStream } from '../../core/event-stream';
import type { ModuleDeps } from '../module-deps';
import { NoticeHub } from './notifications.hub';
import type { StreamClient } from './notifications.hub';
import { NoticeMailer } from './notifications.mailer';
import { NotificationsService } from './notifications.service';

/** A comment line every 25 s keeps proxies and the browser from closing an idle stream. */
const heartbeatMs = 25_000;

export function notificationsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new NotificationsService(deps.db);
  const mailer = new NoticeMailer(deps.db, deps.config.smtp, app.log);
  const hub = new NoticeHub(deps.db.$client, app.log, (ids) => mailer.offer(ids));
  app.addHook('onReady', async () => {
    await hub.start();
  });
  // Streams never end by themselves: end them before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    await hub.close();
  });
  app.addHook('onClose', async () => {
    await mailer.close();
  });

  route(app, ep.pageNotices, ({ body, principal }) => service.page(body, principal));
  route(app, ep.unreadCount, ({ principal }) => service.unread(principal.userId));
  route(app, ep.markRead, ({ body, principal }) => service.markRead(principal, body.id));
  route(app, ep.markAllRead, ({ principal }) => service.markRead(principal));
  route(app, ep.streamTicket, ({ principal }) => service.ticket(principal));
  route(app, ep.getMailPreferences, ({ principal }) => service.preferences(principal));
  route(app, ep.saveMailPreferences, ({ body, principal }) => service.savePreferences(body, principal));

  // Server-sent events: `count` events with the unread count, first at once, then after each change.
  // EventSource sends no Authorization header, so a one-minute ticket from stream-ticket (asked for with the
  // Bearer token) authenticates it; the ticket is cut from the request log.
  app.get(
    `/api${noticeStreamPath}`,
    { config: { permission: 'public' }, logLevel: 'warn' },
    async (request, reply: FastifyReply) => {
      const parsed = streamQuerySchema.safeParse(request.query);
      const userId = parsed.success ? await service.userOfTicket(parsed.data.ticket) : null;
      if (userId === null)
        return reply.code(401).send({ code: 6, msg: 'ticket invalid or expired', data: null });
      const raw = openEventStream(reply, 5_000);
      let sending = false;
      let again = false;
      let ended = false;
      const client: StreamClient = {
        userId,
        push() {
          if (ended) return;
          if (sending) {
            again = true;
            return;
          }
          sending = true;
          service
            .unread(userId)
            .then(({ unread }) => {
              if (!ended) raw.write(`event: count\ndata: ${JSON.stringify({ unread })}\n\n`);
            })
            .catch(() => {})
            .finally(() => {
              sending = false;
              if (again) {
                again = false;
                client.push();
              }
            });
        },
        end() {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          remove();
          raw.end();
        },
      };
      const remove = hub.add(client);
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
      raw.on('close', () => client.end());
      client.push();
    },
  );
}
