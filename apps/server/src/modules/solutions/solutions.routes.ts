import { solutionsEndpoints as ep, solutionsExportEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import { findConfigurationsByIds } from '../configurations';
import { sendDownload } from '../files';
import type { ModuleDeps } from '../module-deps';
import type { ConfiguredItems } from './solutions.items';
import { SolutionsService } from './solutions.service';

/** Configured products: saved configurations, named by their model, priced as configured, on their version. */
const configured: ConfiguredItems = async (db, ids) => {
  const rows = await findConfigurationsByIds(db, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        code: row.modelCode,
        names: { cn: row.nameCn, en: row.nameEn, kr: row.nameKr },
        unit: 'SET',
        unitPrice: row.listPrice,
        currency: row.currency,
        usable: true,
        replacedBy: null,
        modelVersion: row.version,
      },
    ]),
  );
};

export function solutionsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new SolutionsService(deps.db, deps.files, configured);

  route(app, ep.pageSolutions, ({ body, principal, lang }) => service.page(body, principal, lang));
  route(app, ep.getSolutionInfo, ({ query, principal, lang }) => service.get(query.id, principal, lang));
  route(app, ep.pageDesignableOpportunities, ({ body, principal }) =>
    service.designableOpportunities(body, principal),
  );
  route(app, ep.saveSolution, ({ body, principal, lang }) => service.save(body, principal, lang));
  route(app, ep.startDesign, ({ body, principal, lang }) =>
    service.move('startDesign', body, principal, lang),
  );
  route(app, ep.submitSolution, ({ body, principal, lang }) => service.move('submit', body, principal, lang));
  route(app, ep.approveSolution, ({ body, principal, lang }) =>
    service.decide('approve', body, principal, lang),
  );
  route(app, ep.returnSolution, ({ body, principal, lang }) =>
    service.decide('return', body, principal, lang),
  );
  route(app, ep.reviseSolution, ({ body, principal, lang }) => service.revise(body, principal, lang));
  route(app, ep.deleteSolution, async ({ body, principal }) => {
    await service.delete(body, principal);
    return null;
  });
  route(app, ep.downloadSolutionFile, async ({ query, principal, reply }) => {
    const download = await service.openFile(query.solutionId, query.fileId, principal);
    await sendDownload(reply, download);
    return null;
  });
  route(app, solutionsExportEndpoints.exportSolutions, async ({ body, principal, lang, reply }) => {
    await service.export(body, principal, lang, reply);
    return null;
  });
}
