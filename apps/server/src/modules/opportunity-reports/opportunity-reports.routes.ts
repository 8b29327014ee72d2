import { recordCompanyName } from '@portal/contract';
import type { Language, MessageKey, ReportListItem } from '@portal/contract';
import {
  opportunityReportsEndpoints as ep,
  translate,
  opportunityReportsExportEndpoints,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { XlsxColumn } from '../../core/xlsx-export';
import {
  assertExportable,
  datedFileName,
  exactAmount,
  pagedBatches,
  registrationNumberColumn,
  sendXlsx,
} from '../../core/xlsx-export';
import { createCompanyDirectory, isListedCompany } from '../company-lookup';
import type { ModuleDeps } from '../module-deps';
import { OpportunityReportChangesService } from './opportunity-reports.changes.service';
import { reportProcess } from './opportunity-reports.process';
import { OpportunityReportFormService } from './opportunity-reports.form.service';
import { OpportunityReportReviewService } from './opportunity-reports.review.service';
import { OpportunityReportsService } from './opportunity-reports.service';

/** The export's columns, headers in the request's language. */
function exportColumns(lang: Language): XlsxColumn<ReportListItem>[] {
  const t = (key: MessageKey) => translate(lang, key);
  const dateOf = (value: string | null) => (value ? new Date(value) : null);
  return [
    { key: 'reportNo', header: t('report.field.reportNo'), width: 18, value: (row) => row.reportNo },
    { key: 'projectName', header: t('report.field.projectName'), width: 30, value: (row) => row.projectName },
    {
      key: 'customerName',
      header: t('report.field.customerName'),
      width: 30,
      value: (row) => row.customerName,
    },
    registrationNumberColumn(lang),
    {
      key: 'productLine',
      header: t('report.field.productLine'),
      width: 16,
      value: (row) => row.productLineCode,
    },
    { key: 'amount', header: t('report.field.amount'), width: 16, value: (row) => exactAmount(row.amount) },
    { header: t('report.field.currency'), width: 10, value: (row) => row.currency },
    { key: 'rate', header: t('report.field.rate'), width: 10, value: (row) => exactAmount(row.rate) },
    {
      key: 'expectedCloseDate',
      header: t('report.field.expectedCloseDate'),
      width: 14,
      value: (row) => row.expectedCloseDate,
    },
    {
      key: 'status',
      header: t('report.field.status'),
      width: 12,
      value: (row) => t(`report.status.${row.status}`),
    },
    {
      key: 'partner',
      header: t('report.field.partner'),
      width: 24,
      value: (row) => recordCompanyName(row, lang),
    },
    { key: 'reporter', header: t('report.field.reporter'), width: 18, value: (row) => row.reporterName },
    {
      key: 'createdAt',
      header: t('report.field.createdAt'),
      width: 20,
      value: (row) => dateOf(row.createdAt),
    },
    {
      key: 'submittedAt',
      header: t('report.field.submittedAt'),
      width: 20,
      value: (row) => dateOf(row.submittedAt),
    },
  ];
}

export function opportunityReportsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const service = new OpportunityReportsService(deps.db);
  const directory = createCompanyDirectory(deps, app);
  const changes = new OpportunityReportChangesService(deps.db, (customer) =>
    isListedCompany(directory, customer),
  );
  const review = new OpportunityReportReviewService(deps.db, reportProcess);
  const form = new OpportunityReportFormService(deps.db);

  route(app, ep.pageReports, ({ body, principal }) => service.page(body, principal));
  route(app, opportunityReportsExportEndpoints.exportReports, async ({ body, principal, lang, reply }) => {
    const filters = service.filtersFor(body, principal);
    const count = filters ? await service.countFor(filters) : 0;
    assertExportable(count);
    await sendXlsx(reply, {
      fileName: datedFileName(translate(lang, 'report.export.fileName')),
      sheetName: translate(lang, 'report.export.sheetName'),
      columns: exportColumns(lang),
      only: body.columns,
      batches: filters
        ? pagedBatches((offset, limit) => service.rowsFor(filters, body, principal, offset, limit))
        : pagedBatches(async () => []),
    });
    return null;
  });
  route(app, ep.saveReport, ({ body, principal }) => changes.save(body, principal));
  route(app, ep.getReportInfo, ({ query, principal }) => service.get(query.id, principal));
  route(app, ep.submitReport, ({ body, principal, lang }) => changes.submit(body, principal, lang));
  route(app, ep.discardReport, ({ body, principal }) => changes.discard(body, principal));
  route(app, ep.withdrawReport, ({ query, principal }) => changes.withdraw(query, principal));
  route(app, ep.approveReport, ({ body, principal, lang }) => review.approve(body, principal, lang));
  route(app, ep.rejectReport, ({ body, principal, lang }) => review.reject(body, principal, lang));

  route(app, ep.pageEquipment, ({ body, lang }) => form.equipmentPage(body, lang));
  route(app, ep.getEquipmentModels, ({ body, lang }) => form.equipmentModels(body.productLineCode, lang));
  route(app, ep.getProductLines, () => form.productLines());
  route(app, ep.getRates, async ({ query }) => form.rates(query.productLineCode || undefined));
  route(app, ep.checkAgreement, ({ principal }) => form.agreementStatus(principal));
  route(app, ep.confirmAgreement, ({ principal }) => form.confirmAgreement(principal));
  route(app, ep.getPartners, ({ principal }) => form.partners(principal));
  route(app, ep.getCluePrefill, ({ query, principal }) => form.cluePrefill(query.clueId, principal));
}
