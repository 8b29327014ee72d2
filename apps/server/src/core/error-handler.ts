import type { Language } from '@portal/contract';
import { envelopeCodes, translate } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export function sendEnvelope(reply: FastifyReply, status: number, code: number, msg: string, data: unknown) {
  return reply.status(status).type('application/json; charset=utf-8').send({ code, msg, data });
}

function lang(request: FastifyRequest): Language {
  return request.lang ?? 'en';
}

/** One place maps every failure to the envelope; internals of a server error are logged, never sent. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return sendEnvelope(
        reply,
        error.httpStatus,
        error.code,
        translate(lang(request), error.key, error.params),
        error.data,
      );
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return sendEnvelope(
        reply,
        413,
        envelopeCodes.shown,
        translate(lang(request), 'error.bodyTooLarge'),
        null,
      );
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'bad request');
      return sendEnvelope(
        reply,
        status,
        envelopeCodes.shown,
        translate(lang(request), 'error.badRequest'),
        null,
      );
    }
    request.log.error({ err: error }, 'server error');
    return sendEnvelope(
      reply,
      200,
      envelopeCodes.serverError,
      translate(lang(request), 'error.server', { requestId: request.id }),
      { requestId: request.id },
    );
  });

  app.setNotFoundHandler((request, reply) =>
    sendEnvelope(reply, 404, envelopeCodes.shown, translate(lang(request), 'error.notFound'), null),
  );
}
