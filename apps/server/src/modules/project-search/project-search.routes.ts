import { projectSearchEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import { backfillSearchDocuments } from '../../core/search-index';
import type { ModuleDeps } from '../module-deps';
import { ProjectSearchService } from './project-search.service';

export function projectSearchRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new ProjectSearchService(deps.db, deps.searchSources);
  route(app, ep.search, ({ body, principal, lang }) => service.search(body, principal, lang));

  // The start-up step of the index: records written before it existed get their documents. It runs beside
  // the served requests, not before them: at a million records it takes minutes (docs/areas/project-search.md).
  let closing = false;
  app.addHook('onReady', () => {
    void backfillSearchDocuments(deps.db, deps.searchSources).then(
      (written) => {
        if (written > 0) app.log.info({ written }, 'search documents written for records without one');
      },
      (error: unknown) => {
        if (closing)
          app.log.info('the search documents of the remaining records are written at the next start');
        else
          app.log.error({ err: error }, 'the search documents of records without one could not be written');
      },
    );
    return Promise.resolve();
  });
  app.addHook('onClose', () => {
    closing = true;
    return Promise.resolve();
  });
}
