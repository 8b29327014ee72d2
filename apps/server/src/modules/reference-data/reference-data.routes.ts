import {
  catalogs,
  referenceAdminEndpoints,
  referenceDataEndpoints as ep,
  systemSettingsEndpoints,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { CodeTablesService } from './reference-data.code-tables.service';
import { EquipmentModelsService } from './reference-data.equipment-models.service';
import { ProductLinesService } from './reference-data.product-lines.service';
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

  // System management's product lines (with their discount thresholds) and equipment models.
  const lines = new ProductLinesService(db);
  const models = new EquipmentModelsService(db);
  const ref = referenceAdminEndpoints;
  route(app, ref.listProductLines, () => lines.list());
  route(app, ref.saveProductLine, ({ body, principal }) => lines.save(body, principal));
  route(app, ref.setProductLineActive, ({ body, principal }) => lines.setActive(body, principal));
  route(app, ref.listEquipmentModels, () => models.list());
  route(app, ref.saveEquipmentModel, ({ body, principal }) => models.save(body, principal));
  route(app, ref.setEquipmentModelActive, ({ body, principal }) => models.setActive(body, principal));
}
