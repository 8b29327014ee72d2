import { catalogs, referenceDataEndpoints as ep, systemSettingsEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { CodeTablesService } from './reference-data.code-tables.service';
import * as repo from './reference-data.repository';

export function referenceDataRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  route(app, ep.getI18nLanguage, async ({ query }) => catalogs[query.language]);

  route(app, ep.getCodeTable, ({ query }) => repo.findCodeTableEntries(db, 'portal', query.codeType));

  route(app, ep.getCpqCodeTable, async () => {
    const [cpq, lines] = await Promise.all([
      repo.findCodeTableEntries(db, 'cpq'),
      repo.findActiveProductLines(db),
    ]);
    return {
      // The client merges product lines in as PRODUCT_LINE_TYPE_CRM and drops the server's own of that type.
      cpqCodeTableVOList: cpq,
      basicDataListVOList: lines.map((l) => ({
        productLineCode: l.code,
        basicDataCodeDescCn: l.nameCn,
        basicDataCodeDescEn: l.nameEn,
        basicDataCodeDescKr: l.nameKr,
      })),
    };
  });

  route(app, ep.getLocationByParent, ({ body }) => repo.findLocationsByParent(db, body.parentId));

  // System management's code tables (the endpoints are described with the system settings').
  const codeTables = new CodeTablesService(db);
  const admin = systemSettingsEndpoints;
  route(app, admin.listCodeTableEntries, () => codeTables.list());
  route(app, admin.saveCodeTableEntry, ({ body, principal }) => codeTables.save(body, principal));
  route(app, admin.setCodeTableEntryStatus, ({ body, principal }) => codeTables.setStatus(body, principal));
}
