import type { Language } from '@portal/contract';
import { identityEndpoints as ep, qrEventsPath, qrIdQuerySchema, translate } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../core/endpoint-route';
import { openEventStream } from '../../core/event-stream';
import type { ClientInfo } from './identity.service';
import type { QrLoginService, QrStatusAnswer } from './qr-login.service';
import { newBrowserKey } from './qr-login.service';
import { loggedSignIn } from './security-log';
import { browserBinding } from './browser-binding';

/** The HttpOnly cookie that binds QR requests to the browser that asked for them. */
const binding = browserBinding('portal_qr', '/api/login/qr');
const browserKeyOf = (request: FastifyRequest) => binding.read(request);
const setBrowserKey = (request: FastifyRequest, reply: FastifyReply, key: string | null) =>
  binding.write(request, reply, key);

const clientOf = (request: FastifyRequest): ClientInfo => ({
  address: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

function statusData(answer: QrStatusAnswer, lang: Language) {
  return { status: answer.status, message: answer.refusal ? translate(lang, answer.refusal) : null };
}

/** Waiting pages' streams by request id; a NOTIFY on the QR channel (any process) wakes them. */
export class QrWaiters {
  private readonly waiting = new Map<string, Set<() => void>>();

  add(id: string, wake: () => void): () => void {
    let set = this.waiting.get(id);
    if (!set) this.waiting.set(id, (set = new Set()));
    set.add(wake);
    return () => {
      set.delete(wake);
      if (set.size === 0) this.waiting.delete(id);
    };
  }

  wake(id: string): void {
    for (const wake of this.waiting.get(id) ?? []) wake();
  }
}

/** How often a waiting stream looks again without being woken (an expiry, a missed NOTIFY). */
const recheckMs = 3000;

/** QR sign-in's endpoints (qr-login.service.ts) and the waiting page's event stream. */
export function qrLoginRoutes(app: FastifyInstance, service: QrLoginService, waiters: QrWaiters): void {
  const streams = new Set<() => void>();
  app.addHook('preClose', () => {
    for (const end of [...streams]) end();
  });

  route(app, ep.qrStart, async ({ body, request, reply }) => {
    const key = browserKeyOf(request) ?? newBrowserKey();
    const started = await loggedSignIn(request.log, { way: 'qr', step: 'start', address: request.ip }, () =>
      service.start(body.loginType, clientOf(request), key),
    );
    setBrowserKey(request, reply, key);
    return started;
  });
  route(app, ep.qrStatus, async ({ query, request, lang }) =>
    statusData(await service.status(query.id, browserKeyOf(request)), lang),
  );
  route(app, ep.qrFinish, async ({ body, request }) => {
    const { pair } = await loggedSignIn(
      request.log,
      { way: 'qr', step: 'finish', requestId: body.id, address: request.ip },
      () => service.finish(body.id, browserKeyOf(request), clientOf(request)),
      (result) => result.userId,
    );
    return pair;
  });
  route(app, ep.qrRequestInfo, ({ query }) => service.describe(query.id));
  route(app, ep.qrDecide, async ({ body, principal, request }) => {
    await loggedSignIn(
      request.log,
      {
        way: 'qr',
        step: body.confirm ? 'confirm' : 'refuse',
        requestId: body.id,
        userId: principal.userId,
        address: request.ip,
      },
      () => service.decide(body.id, principal.userId, body.confirm),
    );
    return { status: body.confirm ? ('confirmed' as const) : ('refused' as const) };
  });

  // Server-sent events: a `status` event at once and after each change, until the request is decided or
  // expires (then the stream ends). Only the asking browser (its cookie) may listen; the page polls
  // `qr/status` where streams do not get through.
  app.get(
    `/api${qrEventsPath}`,
    { config: { permission: 'public' }, logLevel: 'warn' },
    async (request, reply: FastifyReply) => {
      const parsed = qrIdQuerySchema.safeParse(request.query);
      const key = browserKeyOf(request);
      const lang = request.lang;
      let first: QrStatusAnswer;
      try {
        if (!parsed.success) throw new AppError(6, 'qr.error.foreign');
        first = await service.status(parsed.data.id, key);
      } catch (error) {
        const message = translate(lang, error instanceof AppError ? error.key : 'qr.error.foreign');
        return reply.code(403).send({ code: 100, msg: message, data: null });
      }
      const id = parsed.data.id;
      const raw = openEventStream(reply, 3_000);
      let ended = false;
      const send = (answer: QrStatusAnswer) => {
        if (ended) return;
        raw.write(`event: status\ndata: ${JSON.stringify(statusData(answer, lang))}\n\n`);
        if (answer.status !== 'pending') end();
      };
      const look = () => {
        service.status(id, key).then(send, (error: unknown) => {
          if (ended) return;
          const message = translate(lang, error instanceof AppError ? error.key : 'qr.error.foreign');
          raw.write(`event: status\ndata: ${JSON.stringify({ status: 'refused', message })}\n\n`);
          end();
        });
      };
      const remove = waiters.add(id, look);
      const timer = setInterval(look, recheckMs);
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(timer);
        remove();
        streams.delete(end);
        raw.end();
      };
      streams.add(end);
      raw.on('close', end);
      send(first);
    },
  );
}
