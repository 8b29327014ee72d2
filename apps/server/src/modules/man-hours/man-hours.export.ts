/**
 * The totals' .xlsx export (docs/areas/export.md): the entries behind the totals view (its period, the
 * entry states counted, the reader's scope) on the first sheet, in the columns chosen, and the totals of the
 * grouping the screen shows on a second. Headers, kinds and states in the reader's language.
 */
import type { ExportTimeEntriesBody, Language, TotalRow } from '@portal/contract';
import { translate } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { Principal } from '../../core/principal';
import type { XlsxColumn } from '../../core/xlsx-export';
import { assertExportable, datedFileName, exactAmount, pagedBatches, sendXlsx } from '../../core/xlsx-export';
import type { DbOrTx } from '../../db/database';
import * as repo from './man-hours.repository';
import type { ExportedEntry } from './man-hours.repository';
import type { ManHoursService } from './man-hours.service';
import { readScope } from './man-hours.service';

function entryColumns(lang: Language): XlsxColumn<ExportedEntry>[] {
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  return [
    { key: 'person', header: t('manHours.person'), width: 18, value: (row) => row.personName },
    { key: 'company', header: t('manHours.field.company'), width: 24, value: (row) => row.companyName },
    { key: 'workDate', header: t('manHours.field.workDate'), width: 12, value: (row) => row.workDate },
    { key: 'hours', header: t('manHours.field.hours'), width: 10, value: (row) => exactAmount(row.hours) },
    {
      key: 'kind',
      header: t('manHours.field.kind'),
      width: 18,
      value: (row) => t(`manHours.kind.${row.kind}`),
    },
    { key: 'subject', header: t('manHours.field.subject'), width: 36, value: (row) => row.subjectLabel },
    { key: 'customer', header: t('manHours.field.customer'), width: 24, value: (row) => row.customerName },
    {
      key: 'opportunity',
      header: t('manHours.group.opportunity'),
      width: 30,
      value: (row) => row.opportunityLabel,
    },
    {
      key: 'status',
      header: t('manHours.field.status'),
      width: 12,
      value: (row) => t(`manHours.status.${row.status}`),
    },
    { key: 'note', header: t('manHours.field.note'), width: 30, value: (row) => row.note },
    { key: 'reason', header: t('manHours.field.reason'), width: 30, value: (row) => row.rejectReason },
  ];
}

export async function exportTimeEntries(
  db: DbOrTx,
  service: ManHoursService,
  body: ExportTimeEntriesBody,
  principal: Principal,
  lang: Language,
  reply: FastifyReply,
): Promise<null> {
  const scope = readScope(principal);
  const range = { from: body.from, to: body.to, states: body.states };
  assertExportable(await repo.countEntries(db, range, scope));
  const totals: TotalRow[] = await service.totals({ ...range, groupBy: body.groupBy }, principal, lang);
  const group = translate(lang, `manHours.group.${body.groupBy}`);
  await sendXlsx(reply, {
    fileName: datedFileName(translate(lang, 'manHours.export.fileName')),
    sheetName: translate(lang, 'manHours.export.entries'),
    columns: entryColumns(lang),
    only: body.columns,
    batches: pagedBatches((offset, limit) => repo.entryPage(db, range, scope, lang, offset, limit)),
    summaries: [
      {
        sheetName: translate(lang, 'manHours.export.totals', { group }),
        columns: [
          { header: group, width: 36 },
          { header: translate(lang, 'manHours.field.hours'), width: 12 },
        ],
        rows: totals.map((row) => [row.label || '--', exactAmount(row.hours)]),
      },
    ],
  });
  return null;
}
