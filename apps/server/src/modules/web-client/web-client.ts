import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps';

export const basePath = '/static/gppclient/';

/** The built web client: apps/web/dist, found from wherever the server runs, or STATIC_DIR. */
export function findWebClientDir(configured?: string): string | undefined {
  if (configured) return path.resolve(configured);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (fs.existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * Serves the client under /static/gppclient/: hashed assets cached for a year, index.html never
 * cached, and every other path under the base answered with index.html (client-side routes).
 */
export async function registerWebClient(app: FastifyInstance, root: string | undefined) {
  app.get('/', (_request, reply) => reply.redirect(basePath));
  if (!root) return;
  await app.register(fastifyStatic, {
    root,
    prefix: basePath,
    index: false,
    wildcard: false,
    cacheControl: false,
    // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.get(`${basePath}*`, (request, reply) => {
    const rest = request.url.slice(basePath.length).split('?')[0] ?? '';
    // A missing built asset is a 404, not the page. Other paths are client routes, even with a dot:
    // the spec has /supplementaryQuotation.js.
    if (rest.startsWith('assets/')) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
  app.get(basePath.slice(0, -1), (_request, reply) => reply.redirect(basePath));
}

/** The web client, from STATIC_DIR or the build found beside the server; registered after the API. */
export function webClientRoutes(app: FastifyInstance, { config }: ModuleDeps): Promise<void> {
  return registerWebClient(app, findWebClientDir(config.staticDir));
}
