import type { ResourceShelf } from '@portal/contract';
import { resourceShelfEndpoints, resourcesEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import { sendDownload } from '../files';
import type { ModuleDeps } from '../module-deps';
import { ResourcesService } from './resources.service';

export function resourcesRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new ResourcesService(deps.db, deps.files);

  for (const shelf of ['training', 'resource'] as const satisfies readonly ResourceShelf[]) {
    const shelfEp = resourceShelfEndpoints[shelf];
    route(app, shelfEp.page, ({ body, principal }) => service.page(shelf, body, principal));
    route(app, shelfEp.get, ({ query, principal }) => service.get(shelf, query.id, principal));
    route(app, shelfEp.viewLink, ({ query, principal }) => service.viewLink(shelf, query.id, principal));
    route(app, shelfEp.download, async ({ query, principal, request, reply }) => {
      // One download is the answer that starts at the first byte; a resumed range is not counted again.
      const range = request.headers.range;
      const startsAtZero = range === undefined || /^\s*bytes\s*=\s*0*\s*-/i.test(range);
      const download = await service.download(shelf, query.id, principal, startsAtZero);
      await sendDownload(reply, download);
      return null;
    });
  }

  route(app, ep.view, async ({ query, reply }) => {
    await sendDownload(reply, await service.view(query.ticket));
    return null;
  });
  route(app, ep.save, ({ body, principal }) => service.save(body, principal));
  route(app, ep.pageDownloads, ({ body }) => service.pageDownloads(body));
}
