import type { FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';

/**
 * Takes the reply over as a server-sent event stream (no proxy buffering or transforming); `retryMs` tells
 * the browser's EventSource how long to wait before reconnecting. Answers the raw response to write to.
 */
export function openEventStream(reply: FastifyReply, retryMs: number): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write(`retry: ${retryMs}\n\n`);
  return raw;
}
