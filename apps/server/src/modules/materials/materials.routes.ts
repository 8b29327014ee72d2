import multipart from '@fastify/multipart';
import type { ExportColumnsChoice, Language, MessageKey, VirtualMaterialFilter } from '@portal/contract';
import {
  isMessageKey,
  materialsEndpoints as ep,
  nameInLanguage,
  translate,
  materialsExportEndpoints,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { noPermission } from '../../core/app-error';
import { route } from '../../core/endpoint-route';
import type { Principal } from '../../core/principal';
import { assertExportable, datedFileName, exactAmount, pagedBatches, sendXlsx } from '../../core/xlsx-export';
import type { Database } from '../../db/database';
import { multipartLimits, receiveWorkbook } from '../files';
import type { ModuleDeps } from '../module-deps';
import { headerOf, readImport } from './materials.import';
import * as repo from './materials.repository';
import type { VirtualMaterialRow } from './materials.repository';
import { filtersOf, namesOf, VirtualMaterialsService } from './materials.service';

export function materialsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps;
  const service = new VirtualMaterialsService(db);

  route(app, ep.pageVirtualMaterials, ({ body, principal, lang }) => service.page(body, principal, lang));
  route(app, ep.getVirtualMaterialInfo, ({ query, principal, lang }) =>
    service.get(query.id, principal, lang),
  );
  route(app, ep.saveVirtualMaterial, ({ body, principal, lang }) => service.save(body, principal, lang));
  route(app, ep.activateVirtualMaterial, ({ body, principal, lang }) =>
    service.setStatus(body.id, 'activate', principal, lang, body.rowVersion),
  );
  route(app, ep.retireVirtualMaterial, ({ body, principal, lang }) =>
    service.setStatus(body.id, 'retire', principal, lang, body.rowVersion),
  );
  route(app, ep.linkReplacement, ({ body, principal, lang }) =>
    service.linkReplacement(body.id, body.materialId, principal, lang, body.rowVersion),
  );
  route(app, ep.lookupMaterials, ({ query, principal, lang }) => service.lookup(query, principal, lang));
  route(app, materialsExportEndpoints.exportVirtualMaterials, async ({ body, principal, lang, reply }) => {
    await exportVirtualMaterials(db, body, principal, lang, reply);
    return null;
  });

  // The import reads a multipart body: the parser lives in this scope only, with an explicit limit.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    route(scope, ep.importVirtualMaterials, async ({ request, principal, lang }) => {
      const { name, content } = await receiveWorkbook(request, 'material.import.notXlsx');
      const rows = await readImport(content, lang, await repo.findActiveProductLineCodes(db));
      return { count: await service.importRows(rows, principal, name) };
    });
  });
}

/** A code table label in `lang`, or the code itself. */
const codeLabel = (lang: Language, codeType: string, code: string) => {
  const key = `codeTable.${codeType}.${code}`;
  return isMessageKey(key) ? translate(lang, key) : code;
};

/** Attributes as one cell: `name=value unit; name=value` (what the import reads back as text). */
export const attributesText = (row: VirtualMaterialRow) =>
  row.attributes
    .map((attribute) =>
      attribute.type === 'number' && attribute.unit
        ? `${attribute.key}=${attribute.value} ${attribute.unit}`
        : `${attribute.key}=${attribute.value}`,
    )
    .join('; ');

/** The list's rows of the same filter as an .xlsx file, readable back by the import. */
async function exportVirtualMaterials(
  db: Database,
  body: VirtualMaterialFilter & ExportColumnsChoice,
  principal: Principal,
  lang: Language,
  reply: FastifyReply,
): Promise<void> {
  if (principal.kind !== 'internal') throw noPermission();
  const filters = filtersOf(body);
  assertExportable(await repo.countVirtualMaterials(db, filters));
  const t = (key: MessageKey) => translate(lang, key);
  const sort = { field: body.sortField, order: body.sortOrder };
  await sendXlsx<VirtualMaterialRow>(reply, {
    fileName: datedFileName(t('material.exportName')),
    sheetName: t('material.exportName'),
    only: body.columns,
    columns: [
      { key: 'code', header: t('material.field.code'), width: 16, value: (r) => r.code },
      // The list's name column (the name in the reader's language); the import reads the three below.
      {
        key: 'name',
        header: t('material.field.name'),
        width: 28,
        value: (r) => nameInLanguage(namesOf(r), lang),
      },
      { key: 'nameCn', header: headerOf(lang, 'nameCn'), width: 28, value: (r) => r.nameCn },
      { key: 'nameEn', header: headerOf(lang, 'nameEn'), width: 28, value: (r) => r.nameEn },
      { key: 'nameKr', header: headerOf(lang, 'nameKr'), width: 28, value: (r) => r.nameKr },
      {
        key: 'productLine',
        header: headerOf(lang, 'productLineCode'),
        width: 14,
        value: (r) => r.productLineCode,
      },
      {
        key: 'functionStructure',
        header: headerOf(lang, 'functionStructure'),
        width: 18,
        value: (r) => codeLabel(lang, 'FUNCTION_STRUCTURE', r.functionStructure),
      },
      {
        key: 'unit',
        header: headerOf(lang, 'unit'),
        width: 10,
        value: (r) => codeLabel(lang, 'UNIT', r.unit),
      },
      {
        key: 'referencePrice',
        header: headerOf(lang, 'referencePrice'),
        width: 16,
        value: (r) => exactAmount(r.referencePrice),
      },
      { header: headerOf(lang, 'currency'), width: 10, value: (r) => r.currency },
      { key: 'attributes', header: headerOf(lang, 'attributes'), width: 40, value: attributesText },
      {
        key: 'status',
        header: t('material.field.status'),
        width: 12,
        value: (r) => t(`material.status.${r.status}`),
      },
      {
        key: 'replacedBy',
        header: t('material.field.replacedBy'),
        width: 18,
        value: (r) => r.replacedByCode,
      },
      { key: 'updatedAt', header: t('material.field.updatedAt'), width: 20, value: (r) => r.updatedAt },
    ],
    batches: pagedBatches((offset, limit) => repo.findVirtualMaterials(db, filters, sort, { offset, limit })),
  });
}
