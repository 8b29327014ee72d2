/**
 * Man-hours: time entries and weekly timesheets. The rules, each once:
 * - who: a partner user logs its own hours, a partner administrator its company's people's, staff their
 *   own (`personToWrite`); a partner books hours only on its company's tickets, opportunities and their
 *   solutions (`findSubjects` with the company), training sessions being open to all;
 * - a week is written only while its timesheet is open or rejected: every write takes the timesheet's
 *   row by a guarded UPDATE first (`takeWritableWeek`), so a submission and a write run one after the
 *   other; in a rejected week only the rejected entries (and new ones) may change;
 * - at most 24 hours a day per person: the day's total is kept in `time_days` by the same transaction,
 *   whose check refuses more (`addDayHours`), also for two writes at once;
 * - approval runs through the process engine (man-hours.approval.ts).
 */
import type {
  ApproveTimesheetsBody,
  DeleteTimeEntryBody,
  GetWeekQuery,
  Language,
  ListTimesheetsQuery,
  ManHourOption,
  RejectTimesheetBody,
  SaveTimeEntryBody,
  SubjectOptionsQuery,
  SubmitTimesheetBody,
  TimeEntry,
  TimeEntryKind,
  Timesheet,
  TimesheetInfo,
  TotalRow,
  TotalsQuery,
  Week,
  WithdrawTimesheetBody,
} from '@portal/contract';
import { timeEntryKinds, timesheetTransitions, timesheetWritableStates, translate } from '@portal/contract';
import Big from 'big.js';
import { recordNotFound, refused, ValidationError } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { errorCode } from '../../core/system-errors';
import { availableActions, transition } from '../../core/transitions';
import { assertCurrentVersion } from '../../core/versions';
import type { DbOrTx } from '../../db/database';
import { actOnSubject, startProcess, subjectWithdrawn, waitsFor } from '../processes';
import { timesheetProcessOf, withRejectionReasons } from './man-hours.approval';
import * as repo from './man-hours.repository';
import type { ManHourScope, TimeEntryRow, TimesheetView } from './man-hours.repository';

/** The Monday of a date's week (YYYY-MM-DD). */
export function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const isPartnerAdmin = (principal: Principal) =>
  principal.kind === 'partner' && principal.roles.includes('partner_admin');

/** What a caller reads: staff every week; a partner administrator its company's; a partner user its own. */
export function readScope(principal: Principal): ManHourScope | undefined {
  if (principal.kind !== 'partner') return undefined;
  if (principal.companyId === null) throw recordNotFound();
  return { companyId: principal.companyId, userId: isPartnerAdmin(principal) ? null : principal.userId };
}

/** Whether the caller may write a person's hours and move their week. */
function mayWrite(principal: Principal, person: { userId: number; companyId: number | null }): boolean {
  if (person.userId === principal.userId) return true;
  return isPartnerAdmin(principal) && person.companyId !== null && person.companyId === principal.companyId;
}

const fieldError = (field: string, lang: Language, key: Parameters<typeof translate>[1], params = {}) =>
  new ValidationError([{ field, message: translate(lang, key, params) }]);

/** A check constraint broke (PostgreSQL 23514), as the driver or Drizzle's wrapper says. */
function isCheckViolation(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return errorCode(error) === '23514' || errorCode(cause) === '23514';
}

/** A kind's name in the reader's language; undefined for a key that is no kind. */
function labelOfKind(key: string, lang: Language): string | undefined {
  const kind = timeEntryKinds.find((k) => k === key);
  return kind && translate(lang, `manHours.kind.${kind}`);
}

class DayOver24 extends Error {
  constructor(
    readonly userId: number,
    readonly workDate: string,
    readonly total: string,
  ) {
    super('day over 24 hours');
  }
}

export class ManHoursService {
  constructor(private readonly db: DbOrTx) {}

  /** The person the caller writes for (itself when none is named); refused naming `userId` otherwise. */
  private async personToWrite(principal: Principal, userId: number | undefined, lang: Language) {
    const person = await repo.findPerson(this.db, userId ?? principal.userId);
    if (
      !person ||
      person.status !== 'active' ||
      !mayWrite(principal, { userId: person.id, companyId: person.companyId })
    )
      throw fieldError('userId', lang, 'manHours.error.personNotYours');
    return person;
  }

  /** The person whose week the caller reads. */
  private async personToRead(principal: Principal, userId: number | undefined, lang: Language) {
    const person = await repo.findPerson(this.db, userId ?? principal.userId);
    const scope = readScope(principal);
    const reaches =
      person &&
      (!scope ||
        (person.companyId === scope.companyId && (scope.userId === null || scope.userId === person.id)));
    if (!reaches) throw fieldError('userId', lang, 'manHours.error.personNotYours');
    return person;
  }

  private async labels(entries: TimeEntryRow[], lang: Language) {
    const byKind = new Map<TimeEntryKind, number[]>();
    for (const entry of entries) byKind.set(entry.kind, [...(byKind.get(entry.kind) ?? []), entry.subjectId]);
    const facts = new Map<string, { label: string; customerName: string | null }>();
    for (const [kind, ids] of byKind)
      for (const row of await repo.findSubjects(this.db, kind, { ids: [...new Set(ids)] }, undefined, lang))
        facts.set(`${kind}:${row.id}`, row);
    return facts;
  }

  private async toEntries(entries: TimeEntryRow[], writableState: string | null, lang: Language) {
    const facts = await this.labels(entries, lang);
    return entries.map((entry): TimeEntry => {
      const subject = facts.get(`${entry.kind}:${entry.subjectId}`);
      return {
        id: entry.id,
        userId: entry.userId,
        workDate: entry.workDate,
        hours: entry.hours,
        kind: entry.kind,
        subjectId: entry.subjectId,
        subjectLabel: subject?.label ?? String(entry.subjectId),
        customerName: subject?.customerName ?? null,
        note: entry.note,
        status: entry.status,
        rejectReason: entry.rejectReason,
        editable:
          writableState === 'open' ||
          (writableState === 'rejected' && (entry.status === 'rejected' || entry.status === 'draft')),
        rowVersion: entry.rowVersion,
      };
    });
  }

  private toTimesheet(row: TimesheetView, principal: Principal, awaiting: Set<number>): Timesheet {
    const { companyId, ...rest } = row;
    return {
      ...rest,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      actions: availableActions(timesheetTransitions, row.status, principal, (action) =>
        action === 'approve' || action === 'reject'
          ? awaiting.has(row.id)
          : mayWrite(principal, { userId: row.userId, companyId }),
      ),
    };
  }

  private async timesheets(db: DbOrTx, ids: number[], principal: Principal): Promise<Timesheet[]> {
    if (ids.length === 0) return [];
    const rows = await repo.findTimesheets(db, repo.timesheetsByIds(ids), undefined);
    const awaiting = await repo.awaitingUser(db, principal.userId, ids);
    return rows.map((row) => this.toTimesheet(row, principal, awaiting));
  }

  async week(query: GetWeekQuery, principal: Principal, lang: Language): Promise<Week> {
    const person = await this.personToRead(principal, query.userId, lang);
    const [sheetRow] = await repo.findTimesheets(
      this.db,
      repo.timesheetOfWeek(person.id, query.weekStart),
      undefined,
    );
    const writes = mayWrite(principal, { userId: person.id, companyId: person.companyId });
    const state = sheetRow?.status ?? 'open';
    const writableState = writes && timesheetWritableStates.includes(state) ? state : null;
    const entries = await repo.entriesOfWeek(
      this.db,
      person.id,
      query.weekStart,
      addDays(query.weekStart, 6),
    );
    const awaiting = sheetRow
      ? await repo.awaitingUser(this.db, principal.userId, [sheetRow.id])
      : new Set<number>();
    return {
      userId: person.id,
      personName: person.name,
      weekStart: query.weekStart,
      timesheet: sheetRow ? this.toTimesheet(sheetRow, principal, awaiting) : null,
      writable: writableState !== null,
      entries: await this.toEntries(entries, writableState, lang),
    };
  }

  async people(principal: Principal): Promise<ManHourOption[]> {
    if (isPartnerAdmin(principal) && principal.companyId !== null)
      return repo.companyPeople(this.db, principal.companyId);
    const self = await repo.findPerson(this.db, principal.userId);
    return self ? [{ id: self.id, label: self.name }] : [];
  }

  async subjectOptions(
    query: SubjectOptionsQuery,
    principal: Principal,
    lang: Language,
  ): Promise<ManHourOption[]> {
    const companyId = principal.kind === 'partner' ? (principal.companyId ?? -1) : undefined;
    const rows = await repo.findSubjects(this.db, query.kind, { keyword: query.keyword }, companyId, lang);
    return rows.map((row) => ({ id: row.id, label: row.label }));
  }

  /**
   * Takes the week of `date` for a write, or refuses naming `workDate`: the week's timesheet row is held to
   * the end of the transaction. Answers the week's state.
   */
  private async takeWeek(
    tx: DbOrTx,
    person: { id: number; companyId: number | null },
    date: string,
    lang: Language,
  ) {
    const week = weekOf(date);
    await repo.ensureTimesheet(tx, person, week);
    const taken = await repo.takeWritableWeek(tx, person.id, week);
    if (!taken) throw fieldError('workDate', lang, 'manHours.error.weekLocked', { week });
    return taken;
  }

  private async addHours(tx: DbOrTx, userId: number, workDate: string, hours: string) {
    try {
      // A savepoint, so that the refusal is told with the day's total read in this transaction.
      await tx.transaction((sp) => repo.addDayHours(sp, userId, workDate, hours));
    } catch (error) {
      if (isCheckViolation(error))
        throw new DayOver24(
          userId,
          workDate,
          new Big(await repo.dayHours(tx, userId, workDate)).plus(hours).toFixed(1),
        );
      throw error;
    }
  }

  private async refuseDay(error: DayOver24, lang: Language): Promise<never> {
    const person = await repo.findPerson(this.db, error.userId);
    throw fieldError('hours', lang, 'manHours.error.dayOver24', {
      person: person?.name ?? '',
      date: error.workDate,
      total: error.total,
    });
  }

  async saveEntry(body: SaveTimeEntryBody, principal: Principal, lang: Language): Promise<TimeEntry> {
    const scope = readScope(principal);
    const existing = body.id === undefined ? undefined : await repo.findEntry(this.db, body.id, scope);
    if (body.id !== undefined && !existing) throw recordNotFound();
    const person = await this.personToWrite(principal, existing?.userId ?? body.userId, lang);
    const companyId = principal.kind === 'partner' ? (principal.companyId ?? -1) : undefined;
    const [subject] = await repo.findSubjects(this.db, body.kind, { ids: [body.subjectId] }, companyId, lang);
    if (!subject)
      throw fieldError('subjectId', lang, 'manHours.error.subjectNotFound', {
        kind: translate(lang, `manHours.kind.${body.kind}`),
      });
    let id: number;
    try {
      id = await this.db.transaction(async (tx) => {
        // Weeks in date order, so that two writes across the same two weeks never wait on each other.
        const dates = [
          ...new Set([existing?.workDate, body.workDate].filter((d): d is string => !!d)),
        ].sort();
        const states = new Map<string, string>();
        for (const date of dates)
          states.set(weekOf(date), (await this.takeWeek(tx, person, date, lang)).status);
        if (existing) {
          const entry = await repo.lockEntry(tx, existing.id, scope);
          if (!entry) throw recordNotFound();
          if (
            states.get(weekOf(entry.workDate)) === 'rejected' &&
            !['rejected', 'draft'].includes(entry.status)
          )
            throw refused('manHours.error.entryLocked');
          assertCurrentVersion(entry.rowVersion, body.rowVersion);
          await repo.takeDayHours(tx, entry.userId, entry.workDate, entry.hours);
          await this.addHours(tx, person.id, body.workDate, body.hours);
          const timesheet = await repo.findTimesheetRowOfWeek(tx, person.id, weekOf(body.workDate));
          await repo.updateEntry(tx, entry.id, {
            timesheetId: timesheet!.id,
            workDate: body.workDate,
            hours: body.hours,
            kind: body.kind,
            subjectId: body.subjectId,
            note: body.note,
            status: 'draft',
          });
          return entry.id;
        }
        await this.addHours(tx, person.id, body.workDate, body.hours);
        const timesheet = await repo.findTimesheetRowOfWeek(tx, person.id, weekOf(body.workDate));
        return repo.insertEntry(tx, {
          timesheetId: timesheet!.id,
          userId: person.id,
          companyId: person.companyId,
          workDate: body.workDate,
          hours: body.hours,
          kind: body.kind,
          subjectId: body.subjectId,
          note: body.note,
          createdBy: principal.userId,
        });
      });
    } catch (error) {
      if (error instanceof DayOver24) return this.refuseDay(error, lang);
      throw error;
    }
    const entry = await repo.findEntry(this.db, id, undefined);
    const sheet = await repo.findTimesheetRow(this.db, entry!.timesheetId);
    const [answer] = await this.toEntries([entry!], sheet?.status ?? null, lang);
    return answer!;
  }

  async deleteEntry(body: DeleteTimeEntryBody, principal: Principal, lang: Language): Promise<null> {
    const scope = readScope(principal);
    const existing = await repo.findEntry(this.db, body.id, scope);
    if (!existing) throw recordNotFound();
    const person = await this.personToWrite(principal, existing.userId, lang);
    await this.db.transaction(async (tx) => {
      const week = await this.takeWeek(tx, person, existing.workDate, lang);
      const entry = await repo.lockEntry(tx, body.id, scope);
      if (!entry) throw recordNotFound();
      if (week.status === 'rejected' && !['rejected', 'draft'].includes(entry.status))
        throw refused('manHours.error.entryLocked');
      assertCurrentVersion(entry.rowVersion, body.rowVersion);
      await repo.takeDayHours(tx, entry.userId, entry.workDate, entry.hours);
      await repo.deleteEntry(tx, entry.id);
    });
    return null;
  }

  async submit(body: SubmitTimesheetBody, principal: Principal, lang: Language): Promise<Timesheet> {
    const person = await this.personToWrite(principal, body.userId, lang);
    const id = await this.db.transaction(async (tx) => {
      const found = await repo.findTimesheetRowOfWeek(tx, person.id, body.weekStart);
      const row = found && (await repo.lockTimesheet(tx, found.id, undefined));
      const entries = row ? await repo.entriesOfTimesheet(tx, row.id) : [];
      if (!row || entries.length === 0) throw refused('manHours.error.emptyWeek', { week: body.weekStart });
      await transition(
        tx,
        repo.timesheetEntity,
        {
          table: timesheetTransitions,
          action: 'submit',
          record: { id: row.id, state: row.status, version: row.rowVersion },
          principal,
          sentVersion: body.rowVersion,
          refusal: 'manHours.error.illegalMove',
          refusalParams: { status: translate(lang, `manHours.status.${row.status}`) },
          allowed: true,
        },
        async (to) => {
          await repo.setTimesheet(tx, row.id, {
            status: to,
            submittedBy: principal.userId,
            submittedAt: new Date(),
            decidedAt: null,
          });
          await repo.setEntriesOfTimesheet(tx, row.id, 'submitted');
        },
      );
      const registration = timesheetProcessOf(row.companyId);
      await startProcess(tx, registration, row.id, principal, lang);
      // A week the partner administrator submits carries its approval: the first step is its own. Not when
      // its task went to its delegate (an absence delegation): the delegate decides that step, never skipped.
      if (
        isPartnerAdmin(principal) &&
        row.companyId === principal.companyId &&
        (await waitsFor(tx, registration, row.id, principal.userId))
      )
        await actOnSubject(tx, registration, row.id, principal.userId, {
          action: 'approve',
          principal,
          lang,
        });
      return row.id;
    });
    const [answer] = await this.timesheets(this.db, [id], principal);
    return answer!;
  }

  async withdraw(body: WithdrawTimesheetBody, principal: Principal, lang: Language): Promise<Timesheet> {
    const scope = readScope(principal);
    const current = (await repo.findTimesheets(this.db, repo.timesheetById(body.id), scope))[0];
    if (!current) throw recordNotFound();
    await this.db.transaction(async (tx) => {
      // The process first, then the timesheet: the order every decision takes.
      await subjectWithdrawn(tx, timesheetProcessOf(current.companyId).kind, body.id, principal);
      const row = await repo.lockTimesheet(tx, body.id, scope);
      if (!row) throw recordNotFound();
      await transition(
        tx,
        repo.timesheetEntity,
        {
          table: timesheetTransitions,
          action: 'withdraw',
          record: { id: row.id, state: row.status, version: row.rowVersion },
          principal,
          sentVersion: body.rowVersion,
          refusal: 'manHours.error.illegalMove',
          refusalParams: { status: translate(lang, `manHours.status.${row.status}`) },
          allowed: mayWrite(principal, { userId: row.userId, companyId: row.companyId }),
        },
        async (to) => {
          await repo.setTimesheet(tx, row.id, { status: to, submittedAt: null });
          await repo.setEntriesOfTimesheet(tx, row.id, 'draft');
        },
      );
    });
    const [answer] = await this.timesheets(this.db, [body.id], principal);
    return answer!;
  }

  /** Approves each timesheet through the engine, all or none; the first refusal names its person. */
  async approve(body: ApproveTimesheetsBody, principal: Principal, lang: Language): Promise<Timesheet[]> {
    const scope = readScope(principal);
    const ids = [...body.ids].sort((a, b) => a - b);
    const rows = await repo.findTimesheets(this.db, repo.timesheetsByIds(ids), scope);
    if (rows.length !== ids.length) throw recordNotFound();
    const awaiting = await repo.awaitingUser(this.db, principal.userId, ids);
    for (const row of rows)
      if (!awaiting.has(row.id))
        throw refused('manHours.error.noTask', { person: `${row.personName} ${row.weekStart}` });
    await this.db.transaction(async (tx) => {
      for (const row of [...rows].sort((a, b) => a.id - b.id))
        await actOnSubject(tx, timesheetProcessOf(row.companyId), row.id, principal.userId, {
          action: 'approve',
          principal,
          lang,
          comment: body.comment,
        });
    });
    return this.timesheets(this.db, ids, principal);
  }

  /** Rejects a timesheet through the engine with a reason per refused entry (those become editable). */
  async reject(body: RejectTimesheetBody, principal: Principal, lang: Language): Promise<Timesheet> {
    const scope = readScope(principal);
    const [row] = await repo.findTimesheets(this.db, repo.timesheetById(body.id), scope);
    if (!row) throw recordNotFound();
    assertCurrentVersion(row.rowVersion, body.rowVersion);
    const awaiting = await repo.awaitingUser(this.db, principal.userId, [row.id]);
    if (!awaiting.has(row.id))
      throw refused('manHours.error.noTask', { person: `${row.personName} ${row.weekStart}` });
    const entries = new Map(
      (await repo.entriesOfTimesheet(this.db, row.id)).map((entry) => [entry.id, entry]),
    );
    const unknown = body.entries.find((entry) => !entries.has(entry.id));
    if (unknown) throw fieldError('entries', lang, 'manHours.error.rejectUnknownEntry', { id: unknown.id });
    const comment = body.entries
      .map(({ id, reason }) => `${entries.get(id)!.workDate} ${entries.get(id)!.hours} h: ${reason}`)
      .join('\n')
      .slice(0, 1000);
    await this.db.transaction(async (tx) => {
      withRejectionReasons(tx, new Map(body.entries.map((entry) => [entry.id, entry.reason])));
      await actOnSubject(tx, timesheetProcessOf(row.companyId), row.id, row.userId, {
        action: 'reject',
        principal,
        lang,
        comment,
      });
    });
    const [answer] = await this.timesheets(this.db, [row.id], principal);
    return answer!;
  }

  async list(query: ListTimesheetsQuery, principal: Principal): Promise<Timesheet[]> {
    const scope = readScope(principal);
    const where =
      query.view === 'todo'
        ? repo.waitingForUser(principal.userId)
        : query.view === 'mine'
          ? repo.timesheetsOfUser(principal.userId)
          : undefined;
    const rows = await repo.findTimesheets(
      this.db,
      repo.allOf(where, repo.timesheetsInState(query.status)),
      scope,
    );
    const awaiting = await repo.awaitingUser(
      this.db,
      principal.userId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => this.toTimesheet(row, principal, awaiting));
  }

  async info(id: number, principal: Principal, lang: Language): Promise<TimesheetInfo> {
    const [row] = await repo.findTimesheets(this.db, repo.timesheetById(id), readScope(principal));
    if (!row) throw recordNotFound();
    const awaiting = await repo.awaitingUser(this.db, principal.userId, [id]);
    const timesheet = this.toTimesheet(row, principal, awaiting);
    const writableState =
      mayWrite(principal, { userId: row.userId, companyId: row.companyId }) &&
      timesheetWritableStates.includes(row.status)
        ? row.status
        : null;
    return {
      ...timesheet,
      entries: await this.toEntries(await repo.entriesOfTimesheet(this.db, id), writableState, lang),
    };
  }

  /** The totals of a range (the totals view's, or its export's whose period may be open). */
  async totals(
    query: Pick<TotalsQuery, 'groupBy'> & repo.EntryRange,
    principal: Principal,
    lang: Language,
  ): Promise<TotalRow[]> {
    const rows = await repo.totals(this.db, query.groupBy, query, readScope(principal));
    return rows.map((row) => ({
      key: row.key,
      label: (query.groupBy === 'kind' && labelOfKind(row.key, lang)) || row.label,
      hours: row.hours,
    }));
  }
}
