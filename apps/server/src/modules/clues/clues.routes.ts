import multipart from '@fastify/multipart';
import { partnerCompanyName } from '@portal/contract';
import type { Clue, ClueStatus, Language, MessageKey } from '@portal/contract';
import { cluesEndpoints as ep, translate, cluesExportEndpoints } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { refused } from '../../core/app-error';
import { route } from '../../core/endpoint-route';
import type { XlsxColumn } from '../../core/xlsx-export';
import { assertExportable, pagedBatches, sendWorkbookFile, sendXlsx } from '../../core/xlsx-export';
import { multipartLimits } from '../files';
import type { Principal } from '../../core/principal';
import { receiveWorkbook } from '../files';
import type { ModuleDeps } from '../module-deps';
import { buildTemplate, readImport } from './clues.import';
import type { ClueFilters, ClueSort } from './clues.repository';
import { findActiveProductLines } from './clues.repository';
import { CluesService } from './clues.service';

const dateTime = (value: string | null) => (value ? new Date(value) : null);

/** The columns of both exports, headers in the request's language. */
function exportColumns(lang: Language): XlsxColumn<Clue>[] {
  const t = (key: MessageKey) => translate(lang, key);
  return [
    { key: 'clueNo', header: t('clue.field.clueNo'), width: 16, value: (c) => c.clueNo },
    {
      key: 'status',
      header: t('clue.field.status'),
      width: 12,
      value: (c) => t(`clue.status.${c.status as ClueStatus}`),
    },
    { key: 'source', header: t('clue.field.source'), width: 12, value: (c) => t(`clue.source.${c.source}`) },
    { key: 'customerName', header: t('clue.field.customerName'), width: 30, value: (c) => c.customerName },
    {
      key: 'customerCreditCode',
      header: t('clue.field.customerCreditCode'),
      width: 22,
      value: (c) => c.customerCreditCode,
    },
    { key: 'contact', header: t('clue.field.contactName'), value: (c) => c.contactName },
    { key: 'contactPhone', header: t('clue.field.contactPhone'), value: (c) => c.contactPhone },
    { key: 'contactEmail', header: t('clue.field.contactEmail'), width: 24, value: (c) => c.contactEmail },
    { key: 'productLine', header: t('clue.field.productLineCode'), value: (c) => c.productLineCode },
    { key: 'region', header: t('clue.field.region'), width: 10, value: (c) => c.region },
    {
      key: 'company',
      header: t('clue.field.company'),
      width: 24,
      value: (c) =>
        c.companyName === null
          ? null
          : partnerCompanyName(
              { name: c.companyName, nameEn: c.companyNameEn, nameKr: c.companyNameKr },
              lang,
            ),
    },
    { key: 'assignee', header: t('clue.field.assignee'), value: (c) => c.assigneeName },
    {
      key: 'assignedAt',
      header: t('clue.field.assignedAt'),
      width: 20,
      value: (c) => dateTime(c.assignedAt),
    },
    { key: 'followUps', header: t('clue.field.followUps'), width: 10, value: (c) => c.followUpCount },
    {
      key: 'lastFollowUpAt',
      header: t('clue.field.lastFollowUpAt'),
      width: 20,
      value: (c) => dateTime(c.lastFollowUpAt),
    },
    { key: 'closeReason', header: t('clue.field.closeReason'), width: 24, value: (c) => c.closeReason },
    { key: 'convertedReport', header: t('clue.field.convertedReport'), value: (c) => c.convertedReportNo },
    { key: 'description', header: t('clue.field.description'), width: 40, value: (c) => c.description },
    { key: 'createdBy', header: t('clue.field.createdBy'), value: (c) => c.createdByName },
    { key: 'createdAt', header: t('common.createdAt'), width: 20, value: (c) => dateTime(c.createdAt) },
  ];
}

export function cluesRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const service = new CluesService(db);

  const exportList = async (
    reply: FastifyReply,
    lang: Language,
    filters: ClueFilters,
    sort: ClueSort,
    principal: Principal,
    only: readonly string[] | undefined,
  ): Promise<null> => {
    assertExportable(await service.count(filters));
    await sendXlsx(reply, {
      fileName: translate(lang, 'clue.export.fileName'),
      sheetName: translate(lang, 'clue.export.sheet'),
      columns: exportColumns(lang),
      only,
      batches: pagedBatches((offset, limit) => service.rows(filters, sort, offset, limit, principal)),
    });
    return null;
  };

  // Staff.
  route(app, ep.pageClues, ({ body, principal }) =>
    service.page(service.staffFilters(body, principal), body, principal),
  );
  route(app, cluesExportEndpoints.exportClues, ({ body, principal, reply, lang }) =>
    exportList(
      reply,
      lang,
      service.staffFilters(body, principal),
      { field: body.sortField, order: body.sortOrder },
      principal,
      body.columns,
    ),
  );
  route(app, ep.saveClue, ({ body, principal }) => service.save(body, principal));
  route(app, ep.assignClues, ({ body, principal }) => service.assign(body, principal));
  route(app, ep.closeClue, ({ body, principal }) => service.close(body, principal));
  route(app, ep.getCompanies, ({ principal }) => service.companies(principal));
  route(app, ep.getCompanyUsers, ({ query, principal }) => service.companyUsers(query.companyId, principal));
  route(app, ep.downloadImportTemplate, async ({ lang, reply, principal }) => {
    if (principal.kind !== 'internal') throw refused('error.noPermission');
    const content = await buildTemplate(lang, await findActiveProductLines(db));
    sendWorkbookFile(reply, translate(lang, 'clue.template.fileName'), content);
    return null;
  });

  // The import reads a multipart body: the parser lives in this scope only, with an explicit limit.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    route(scope, ep.importClues, async ({ request, principal, lang }) => {
      if (principal.kind !== 'internal') throw refused('error.noPermission');
      const { name, content } = await receiveWorkbook(request, 'clue.import.notXlsx');
      const rows = await readImport(content, lang, await findActiveProductLines(db));
      return { count: await service.importRows(rows, principal, name) };
    });
  });

  // Both sides.
  route(app, ep.getClueInfo, ({ query, principal }) => service.get(query.id, principal));

  // Partner users.
  route(app, ep.pageMyClues, ({ body, principal }) =>
    service.page(service.myFilters(body, principal), body, principal),
  );
  route(app, cluesExportEndpoints.exportMyClues, ({ body, principal, reply, lang }) =>
    exportList(
      reply,
      lang,
      service.myFilters(body, principal),
      { field: body.sortField, order: body.sortOrder },
      principal,
      body.columns,
    ),
  );
  route(app, ep.acceptClue, ({ body, principal }) => service.accept(body, principal));
  route(app, ep.returnClue, ({ body, principal }) => service.giveBack(body, principal));
  route(app, ep.addFollowUp, ({ body, principal }) => service.addFollowUp(body, principal));
  route(app, ep.closeMyClue, ({ body, principal }) => service.closeMine(body, principal));
}
