import type {
  Language,
  MessageKey,
  AddTicketCommentBody,
  InstalledEquipment,
  ListEquipmentBody,
  UploadData,
  TicketImportRow,
  CreateTicketBody,
  MoveTicketBody,
  Page,
  PageTicketsBody,
  Ticket,
  TicketAction,
  TicketInfo,
  TicketSite,
  TicketStatus,
} from '@portal/contract';
import {
  nameInLanguage,
  ticketReopenDays,
  ticketStatuses,
  ticketTransitions,
  translate,
} from '@portal/contract';
import { noPermission, recordNotFound, refused, ValidationError } from '../../core/app-error';
import { findTimeline, historyOf, insertAuditEntry } from '../../core/audit';
import { findAttachedFiles, findDocumentIdsOf } from '../files';
import type { Download, FilesService } from '../files';
import type { Principal } from '../../core/principal';
import { pagedQuery } from '../../core/sql';
import { availableActions, transition } from '../../core/transitions';
import type { Database } from '../../db/database';
import type { DbOrTx } from '../../db/database';
import type { BusinessCalendarRules } from './business-calendar';
import type { ComputedSla, SlaLogEntry, SlaTargets } from './sla-clock';
import { computeSla, toTicketSla } from './sla-clock';
import * as repo from './tickets.repository';
import { ticketImportHeader } from './tickets.import';
import type { ImportError } from '../../core/xlsx-import';
import { importRowErrors } from '../../core/xlsx-import';
import type { TicketChanges, TicketRow } from './tickets.repository';

type Equipment = NonNullable<Awaited<ReturnType<typeof repo.findOneEquipment>>>;

const DAY = 86_400_000;
const HOUR = 3_600_000;

const isStatus = (value: string | null): value is TicketStatus =>
  value !== null && (ticketStatuses as readonly string[]).includes(value);

/** Until when a resolved ticket may be reopened (null: it is not resolved). */
function reopenUntil(resolvedAt: Date | null): Date | null {
  return resolvedAt === null ? null : new Date(resolvedAt.getTime() + ticketReopenDays * DAY);
}

/** The module's rule beside the table: reopening only within the reopen period. */
function mayReopen(resolvedAt: Date | null, now: number): boolean {
  const until = reopenUntil(resolvedAt);
  return until !== null && now <= until.getTime();
}

function actionsOf(row: TicketRow, principal: Principal, now: number): TicketAction[] {
  return availableActions(
    ticketTransitions,
    row.status,
    principal,
    (action) => action !== 'reopen' || mayReopen(row.resolvedAt, now),
  );
}

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

function toTicket(row: TicketRow, principal: Principal, now: number): Ticket {
  const overdue = (due: Date | null) => due !== null && due.getTime() <= now;
  return {
    id: row.id,
    ticketNo: row.ticketNo,
    title: row.title,
    type: row.type,
    priority: row.priority,
    status: row.status,
    companyId: row.companyId,
    companyName: row.companyName,
    companyNameEn: row.companyNameEn,
    companyNameKr: row.companyNameKr,
    equipmentId: row.equipmentId,
    customerId: row.customerId,
    customerName: row.customerName,
    serialNo: row.serialNo,
    modelName: row.modelName,
    site: row.site,
    orderNo: row.orderNo,
    assigneeName: row.assigneeName,
    responseDueAt: iso(row.responseDueAt),
    resolutionDueAt: iso(row.resolutionDueAt),
    breached: row.breached || overdue(row.responseDueAt) || overdue(row.resolutionDueAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    rowVersion: row.rowVersion,
    actions: actionsOf(row, principal, now),
  };
}

/** What a partner may reach: its company (none without one); staff reach every ticket. */
function reachOf(principal: Principal): number | undefined {
  return principal.kind === 'partner' ? (principal.companyId ?? -1) : undefined;
}

/**
 * Tickets: raised by a partner (its company's) or by staff (for a company), moved through the contract's
 * transition table, commented on. Each change appends to the status log and rewrites the SLA cache of
 * the list (due times, breach) from the SLA clock; the detail computes the clock afresh. Instants come
 * from `Date` (tests drive them with a fake clock).
 */
export class TicketsService {
  constructor(
    private readonly db: Database,
    private readonly files?: FilesService,
  ) {}

  async page(body: PageTicketsBody, principal: Principal, lang: Language): Promise<Page<Ticket>> {
    const now = Date.now();
    const filters: repo.TicketFilters = {
      // A partner's own company, whatever it sends; staff may narrow to one.
      companyId: reachOf(principal) ?? body.companyId ?? undefined,
      region: body.region || undefined,
      createdFrom: body.createdFrom ? new Date(body.createdFrom) : undefined,
      createdTo: body.createdTo ? new Date(body.createdTo) : undefined,
      slaOutcome: body.slaOutcome ?? undefined,
      keyword: body.keyword || undefined,
      status: body.status ?? undefined,
      priority: body.priority ?? undefined,
      type: body.type ?? undefined,
      dueBefore: body.dueWithinHours != null ? new Date(now + body.dueWithinHours * HOUR) : undefined,
    };
    return pagedQuery(
      this.db,
      body,
      (window) =>
        repo.findTickets(this.db, filters, { field: body.sortField, order: body.sortOrder }, window, lang),
      () => repo.countTickets(this.db, filters),
      (row) => toTicket(row, principal, now),
    );
  }

  get(id: number, principal: Principal, lang: Language): Promise<TicketInfo> {
    return this.info(this.db, id, principal, lang);
  }

  private async info(db: DbOrTx, id: number, principal: Principal, lang: Language): Promise<TicketInfo> {
    const now = Date.now();
    const row = await repo.findTicketById(db, id, lang, reachOf(principal));
    if (!row) throw recordNotFound();
    const [{ sla, timeZone }, comments, history, documents] = await Promise.all([
      this.sla(db, id, row.site, now),
      repo.findComments(db, id, principal.kind === 'partner'),
      findTimeline(db, repo.ticketEntity, id),
      findAttachedFiles(db, repo.ticketFilesLink, id),
    ]);
    return {
      ...toTicket(row, principal, now),
      description: row.description,
      installedOn: row.installedOn,
      documents: documents.map((d) => ({ ...d, docUrl: ticketDocumentUrl(id, d.id) })),
      policyName: nameInLanguage({ cn: row.policyName, en: row.policyNameEn, kr: row.policyNameKr }, lang),
      resolvedAt: iso(row.resolvedAt),
      reopenUntil: iso(reopenUntil(row.resolvedAt)),
      sla: toTicketSla(sla, timeZone),
      comments: comments.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
      history: historyOf(history, isStatus),
    };
  }

  /** The SLA clocks of a ticket at `now`, from its status log and its site's calendar. */
  private sla(db: DbOrTx, id: number, site: TicketSite, now: number) {
    return ticketSlaAt(db, id, site, now);
  }

  /** Rewrites the list's cache of a ticket's clocks. */
  private async refreshCache(tx: DbOrTx, id: number, site: TicketSite, now: number): Promise<void> {
    const { sla } = await this.sla(tx, id, site, now);
    await repo.updateSlaCache(tx, id, cacheOf(sla));
  }

  /** The register's equipment a reader may raise tickets on: a partner its company's, staff any (or a company's). */
  async equipment(
    body: ListEquipmentBody,
    principal: Principal,
    lang: Language,
  ): Promise<InstalledEquipment[]> {
    const companyId = reachOf(principal) ?? body.companyId ?? undefined;
    const rows = await repo.findEquipment(
      this.db,
      { companyId, keyword: body.keyword || undefined, limit: body.limit },
      lang,
    );
    return rows.map(({ customerLegalName: _legal, orderId: _order, ...row }) => row);
  }

  /** The companies owning equipment, for staff to pick (a partner: its own). */
  equipmentCompanies(principal: Principal) {
    return repo.findEquipmentCompanies(this.db, reachOf(principal));
  }

  async create(body: CreateTicketBody, principal: Principal, lang: Language): Promise<TicketInfo> {
    if (principal.kind === 'partner' && principal.companyId === null) throw noPermission();
    const serialNo = body.serialNo?.trim() || undefined;
    // Refusals about the equipment name the field it was chosen by.
    const field = body.equipmentId ? 'equipmentId' : 'serialNo';
    const refuse = (key: MessageKey) => new ValidationError([{ field, message: translate(lang, key) }]);
    if (!body.equipmentId && !serialNo) throw refuse('ticket.validation.equipment');
    return this.db.transaction(async (tx) => {
      const equipment = await repo.findOneEquipment(
        tx,
        body.equipmentId ? { id: body.equipmentId } : { serialNo },
        lang,
      );
      if (!equipment) throw refuse('ticket.validation.equipment');
      // A partner raises only on its company's equipment; staff on any, for the company that owns it.
      if (principal.kind === 'partner' && equipment.companyId !== principal.companyId) {
        throw refuse('ticket.validation.equipmentNotOwned');
      }
      if (principal.kind === 'internal' && body.companyId && body.companyId !== equipment.companyId) {
        throw refuse('ticket.validation.equipmentCompany');
      }
      const fileIds = body.fileIds;
      if (fileIds.length > 0) {
        const own = await findDocumentIdsOf(
          tx,
          fileIds,
          principal.kind === 'partner' ? equipment.companyId : null,
        );
        if (fileIds.some((f) => !own.has(f)))
          throw new ValidationError([
            { field: 'fileIds', message: translate(lang, 'ticket.validation.files') },
          ]);
      }
      const missing = await this.setupMissing(tx, equipment);
      if (missing) throw refused(missing, { site: equipment.site });
      const id = await this.raise(tx, equipment, body, principal, 'create');
      await repo.addTicketFiles(tx, id, fileIds);
      return this.info(tx, id, principal, lang);
    });
  }

  /** What a company's equipment lacks to be raised on: its site's calendar or an SLA policy (null: nothing). */
  private async setupMissing(tx: DbOrTx, equipment: Equipment): Promise<MessageKey | null> {
    if (!(await repo.findCalendar(tx, equipment.site))) return 'ticket.noCalendar';
    if (!(await repo.findPolicyFor(tx, equipment.companyId))) return 'ticket.noPolicy';
    return null;
  }

  /**
   * Raises a ticket on checked equipment: the ticket, its first status log (status, priority, policy), the
   * audit entry (`action`: create or import) and the list's SLA cache; answers its id.
   */
  private async raise(
    tx: DbOrTx,
    equipment: Equipment,
    body: Pick<CreateTicketBody, 'title' | 'description' | 'type' | 'priority'>,
    principal: Principal,
    action: 'create' | 'import',
    comment?: string,
  ): Promise<number> {
    const companyId = equipment.companyId;
    const policy = await repo.findPolicyFor(tx, companyId);
    if (!policy) throw refused('ticket.noPolicy');
    const now = new Date();
    const id = await repo.insertTicket(tx, {
      companyId,
      title: body.title,
      description: body.description,
      type: body.type,
      priority: body.priority,
      equipmentId: equipment.id,
      serialNo: equipment.serialNo,
      modelName: equipment.modelName,
      customerId: equipment.customerId,
      customerName: equipment.customerLegalName ?? '',
      site: equipment.site,
      orderId: equipment.orderId,
      policyId: policy.id,
      raisedBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertEvents(tx, [
      { ticketId: id, at: now, kind: 'status', status: 'new', actorId: principal.userId },
      { ticketId: id, at: now, kind: 'priority', priority: body.priority, actorId: principal.userId },
      { ticketId: id, at: now, kind: 'policy', policyId: policy.id, actorId: principal.userId },
    ]);
    await insertAuditEntry(tx, {
      entity: repo.ticketEntity,
      entityId: id,
      action,
      toState: 'new',
      actorId: principal.userId,
      comment,
    });
    await this.refreshCache(tx, id, equipment.site, now.getTime());
    return id;
  }

  /**
   * Raises every row of an import file, all or none (one transaction), by the rules of raising one: each
   * serial number must be installed equipment, a partner's its company's; a refused row is named by its
   * spreadsheet row and column, and nothing is saved. Answers how many were raised.
   */
  async importRows(
    rows: readonly { row: number; data: TicketImportRow }[],
    principal: Principal,
    lang: Language,
    fileName: string,
  ): Promise<number> {
    if (principal.kind === 'partner' && principal.companyId === null) throw noPermission();
    return this.db.transaction(async (tx) => {
      const errors: ImportError[] = [];
      const checked: { equipment: Equipment; data: TicketImportRow }[] = [];
      const serialHeader = ticketImportHeader(lang, 'serialNo');
      for (const { row, data } of rows) {
        const equipment = await repo.findOneEquipment(tx, { serialNo: data.serialNo }, lang);
        const refuse = (key: MessageKey) =>
          errors.push({ row, field: serialHeader, message: translate(lang, key, { value: data.serialNo }) });
        if (!equipment) refuse('ticket.import.unknownSerial');
        else if (principal.kind === 'partner' && equipment.companyId !== principal.companyId)
          refuse('ticket.validation.equipmentNotOwned');
        else {
          const missing = await this.setupMissing(tx, equipment);
          if (missing)
            errors.push({
              row,
              field: serialHeader,
              message: translate(lang, missing, { site: equipment.site }),
            });
          else checked.push({ equipment, data });
        }
      }
      if (errors.length > 0) throw importRowErrors('ticket.import.rowErrors', errors);
      for (const { equipment, data } of checked)
        await this.raise(tx, equipment, data, principal, 'import', fileName);
      return checked.length;
    });
  }

  async move(body: MoveTicketBody, principal: Principal, lang: Language): Promise<TicketInfo> {
    return this.db.transaction(async (tx) => {
      const ticket = await repo.lockTicket(tx, body.id, reachOf(principal));
      if (!ticket) throw recordNotFound();
      const now = new Date();
      await transition(
        tx,
        repo.ticketEntity,
        {
          table: ticketTransitions,
          action: body.action,
          record: { id: ticket.id, state: ticket.status, version: ticket.rowVersion },
          principal,
          sentVersion: body.rowVersion,
          refusal: 'ticket.illegalMove',
          refusalParams: { ticketNo: ticket.ticketNo },
          comment: body.comment,
        },
        async (to) => {
          if (body.action === 'reopen' && !mayReopen(ticket.resolvedAt, now.getTime())) {
            throw refused('ticket.reopenExpired', { days: ticketReopenDays });
          }
          const changes: TicketChanges = { status: to };
          const events: repo.NewTicketEvent[] = [];
          if (body.action === 'changePriority') {
            if (!body.priority || body.priority === ticket.priority)
              throw refused('ticket.validation.priority');
            changes.priority = body.priority;
            events.push({
              ticketId: ticket.id,
              at: now,
              kind: 'priority',
              priority: body.priority,
              actorId: principal.userId,
            });
          }
          if (body.action === 'take') changes.assigneeId = principal.userId;
          if (to === 'resolved') changes.resolvedAt = now;
          if (to !== ticket.status) {
            events.push({
              ticketId: ticket.id,
              at: now,
              kind: 'status',
              status: to,
              actorId: principal.userId,
            });
          }
          await repo.updateTicket(tx, ticket.id, changes);
          await repo.insertEvents(tx, events);
        },
      );
      await this.refreshCache(tx, ticket.id, ticket.site, now.getTime());
      return this.info(tx, ticket.id, principal, lang);
    });
  }

  /**
   * A comment. A partner's is always shared; staff choose. The first shared comment of the staff is the
   * first response the SLA counts (every shared one is logged; the clock reads the first).
   */
  async comment(body: AddTicketCommentBody, principal: Principal, lang: Language): Promise<TicketInfo> {
    return this.db.transaction(async (tx) => {
      const ticket = await repo.lockTicket(tx, body.id, reachOf(principal));
      if (!ticket) throw recordNotFound();
      const now = new Date();
      const allowed = availableActions(ticketTransitions, ticket.status, principal);
      if (!allowed.includes('comment')) {
        throw refused('ticket.illegalMove', { ticketNo: ticket.ticketNo });
      }
      const shared = principal.kind === 'partner' ? true : body.shared;
      await repo.insertComment(tx, {
        ticketId: ticket.id,
        authorId: principal.userId,
        body: body.body,
        shared,
        createdAt: now,
      });
      if (shared && principal.kind === 'internal') {
        await repo.insertEvents(tx, [
          { ticketId: ticket.id, at: now, kind: 'sharedReply', actorId: principal.userId },
        ]);
        await this.refreshCache(tx, ticket.id, ticket.site, now.getTime());
      }
      await repo.updateTicket(tx, ticket.id, {});
      return this.info(tx, ticket.id, principal, lang);
    });
  }

  /**
   * addDocument with a ticket: the file passes the files module's upload rules (name, type by content,
   * size) and joins the ticket's documents. Another company's ticket is "not found", before anything is
   * read or stored.
   */
  async addDocument(
    ticketId: number,
    receive: () => Promise<UploadData>,
    principal: Principal,
  ): Promise<UploadData> {
    const reach = reachOf(principal);
    if (!(await repo.findTicketById(this.db, ticketId, 'en', reach))) throw recordNotFound();
    const data = await receive();
    await this.db.transaction(async (tx) => {
      if (!(await repo.lockTicket(tx, ticketId, reach))) throw recordNotFound();
      await repo.addTicketFiles(tx, ticketId, [data.id]);
      await repo.updateTicket(tx, ticketId, {});
    });
    return { ...data, docUrl: ticketDocumentUrl(ticketId, data.id) };
  }

  /** A ticket's document, to a reader who reaches the ticket (a partner also reads what staff attached). */
  async openDocument(ticketId: number, fileId: string, principal: Principal): Promise<Download> {
    if (!this.files) throw new Error('TicketsService was built without the files service');
    const reachable = await repo.findTicketById(this.db, ticketId, 'en', reachOf(principal));
    if (!reachable || !(await repo.ticketHasFile(this.db, ticketId, fileId)))
      throw refused('error.fileNotFound');
    return this.files.openDownload(fileId, principal, { authorised: true });
  }
}

/**
 * The SLA clocks of a ticket at `now`, from its status log, its site's business calendar and the policies'
 * targets (the detail, the list's cache and the SLA job read them so).
 */
export async function ticketSlaAt(db: DbOrTx, id: number, site: TicketSite, now: number) {
  const [events, calendar] = await Promise.all([repo.findEvents(db, id), repo.findCalendar(db, site)]);
  if (!calendar) throw refused('ticket.noCalendar', { site });
  const rules: BusinessCalendarRules = {
    timeZone: calendar.timeZone,
    week: calendar.week,
    holidays: calendar.holidays,
    workdays: calendar.workdays,
  };
  const log: SlaLogEntry[] = [];
  for (const e of events) {
    const at = e.at.getTime();
    if (e.kind === 'status' && e.status) log.push({ at, kind: 'status', status: e.status });
    else if (e.kind === 'priority' && e.priority) log.push({ at, kind: 'priority', priority: e.priority });
    else if (e.kind === 'policy' && e.targets)
      log.push({ at, kind: 'policy', targets: e.targets as SlaTargets });
    else if (e.kind === 'sharedReply') log.push({ at, kind: 'sharedReply' });
  }
  return { sla: computeSla(log, rules, now), timeZone: calendar.timeZone, rules };
}

/** The cache a list reads: the due times of running clocks, and whether one has breached. */
export function cacheOf(
  sla: ComputedSla,
): Pick<repo.NewTicket, 'responseDueAt' | 'resolutionDueAt' | 'breached'> {
  const at = (t: number | null) => (t === null ? null : new Date(t));
  return {
    responseDueAt: at(sla.response.dueAt),
    resolutionDueAt: at(sla.resolution.dueAt),
    breached: sla.response.breachedAt !== null || sla.resolution.breachedAt !== null,
  };
}

/** Where a ticket's document is downloaded: the tickets module checks the reader reaches the ticket. */
export function ticketDocumentUrl(ticketId: number, fileId: string): string {
  return `/api/ticket/get-ticket-document?ticketId=${ticketId}&id=${fileId}`;
}
