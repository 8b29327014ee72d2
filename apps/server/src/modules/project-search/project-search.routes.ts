import { projectSearchEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import { backfillSearchDocuments } from '../../core/search-index';
import type { ModuleDeps } from '../module-deps';
import { ProjectSearchService } from './project-search.service';

export async function projectSearchRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  // The startup step of the index: records written before it existed (and the demo data) get their documents.
  const written = await backfillSearchDocuments(deps.db, deps.searchSources);
  if (written > 0) app.log.info({ written }, 'search documents written for records without one');
  const service = new ProjectSearchService(deps.db, deps.searchSources);
  route(app, ep.search, ({ body, principal, lang }) => service.search(body, principal, lang));
}
