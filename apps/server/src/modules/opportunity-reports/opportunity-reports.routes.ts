import type { Language, MessageKey, ReportListItem } from '@portal/contract';
import { opportunityReportsEndpoints as ep, translate } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { XlsxColumn } from '../../core/xlsx-export';
import { assertExportable, exactAmount, pagedBatches, sendXlsx } from '../../core/xlsx-export';
import type { ModuleDeps } from '../module-deps';
import { OpportunityReportsService } from './opportunity-reports.service';

/** The export's columns, headers in the request's language. */
function exportColumns(lang: Language): XlsxColumn<ReportListItem>[] {
  const t = (key: MessageKey) => translate(lang, key);
  const dateOf = (value: string | null) => (value ? new Date(value) : null);
  return [
    { header: t('report.field.reportNo'), width: 18, value: (row) => row.reportNo },
    { header: t('report.field.projectName'), width: 30, value: (row) => row.projectName },
    { header: t('report.field.customerName'), width: 30, value: (row) => row.customerName },
    { header: t('report.field.creditCode'), width: 22, value: (row) => row.customerCreditCode },
    { header: t('report.field.productLine'), width: 16, value: (row) => row.productLineCode },
    { header: t('report.field.amount'), width: 16, value: (row) => exactAmount(row.amount) },
    { header: t('report.field.currency'), width: 10, value: (row) => row.currency },
    { header: t('report.field.rate'), width: 10, value: (row) => exactAmount(row.rate) },
    { header: t('report.field.expectedCloseDate'), width: 14, value: (row) => row.expectedCloseDate },
    { header: t('report.field.status'), width: 12, value: (row) => t(`report.status.${row.status}`) },
    {
      header: t('report.field.partner'),
      width: 24,
      value: (row) => (lang === 'cn' ? row.companyName : row.companyNameEn || row.companyName),
    },
    { header: t('report.field.reporter'), width: 18, value: (row) => row.reporterName },
    { header: t('report.field.createdAt'), width: 20, value: (row) => dateOf(row.createdAt) },
    { header: t('report.field.submittedAt'), width: 20, value: (row) => dateOf(row.submittedAt) },
  ];
}

const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

export function opportunityReportsModule(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new OpportunityReportsService(deps.db);

  route(app, ep.pageReports, ({ body, principal }) => service.page(body, principal));
  route(app, ep.exportReports, async ({ body, principal, lang, reply }) => {
    const filters = service.filtersFor(body, principal);
    const count = filters ? await service.countFor(filters) : 0;
    assertExportable(count);
    await sendXlsx(reply, {
      fileName: `${translate(lang, 'report.export.fileName')}-${stamp()}.xlsx`,
      sheetName: translate(lang, 'report.export.sheetName'),
      columns: exportColumns(lang),
      batches: filters
        ? pagedBatches((offset, limit) => service.rowsFor(filters, body, offset, limit))
        : pagedBatches(async () => []),
    });
    return null;
  });
  route(app, ep.saveReport, ({ body, principal }) => service.save(body, principal));
  route(app, ep.getReportInfo, ({ query, principal }) => service.get(query.id, principal));
  route(app, ep.discardReport, ({ body, principal }) => service.discard(body.id, principal));
  route(app, ep.withdrawReport, ({ query, principal }) => service.withdraw(query.id, principal));
  route(app, ep.approveReport, ({ body, principal }) => service.approve(body, principal));
  route(app, ep.rejectReport, ({ body, principal }) => service.reject(body, principal));

  route(app, ep.pageEquipment, ({ body }) => service.equipmentPage(body));
  route(app, ep.getEquipmentModels, ({ body }) => service.equipmentModels(body.productLineCode));
  route(app, ep.getProductLines, () => service.productLines());
  route(app, ep.getRates, async ({ query }) => service.rates(query.productLineCode || undefined));
  route(app, ep.checkAgreement, ({ principal }) => service.agreementStatus(principal));
  route(app, ep.confirmAgreement, ({ principal }) => service.confirmAgreement(principal));
  route(app, ep.getPartners, ({ principal }) => service.partners(principal));
  route(app, ep.getCluePrefill, ({ query, principal }) => service.cluePrefill(query.clueId, principal));
}
