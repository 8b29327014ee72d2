/**
 * Registrations: a partner administrator registers its company's people, a partner user itself. Seats are
 * taken by a guarded UPDATE (training.registrations.repository.ts, `takeSeat`); a registration that finds
 * none joins the waiting list, in the order of its id. A freed seat (cancel, reject) goes to the first
 * waiting person in the same transaction, who is told by a notice.
 *
 * Prerequisites: a course's prerequisite counts as met when the person has a registration in state
 * `attended` for any session of the prerequisite course (results and certificates are later work).
 */
import type {
  Language,
  PageRegistrationsBody,
  RegisterBody,
  Registration,
  RegistrationAction,
  RegistrationMoveBody,
  RegistrationState,
} from '@portal/contract';
import {
  nameInLanguage,
  recordCompanyName,
  registrationTransitions,
  seatHoldingStates,
  translate,
} from '@portal/contract';
import type { Database, DbOrTx } from '../../db/database';
import { insertAuditEntries } from '../../core/audit';
import { recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { errorCode } from '../../core/system-errors';
import { pagedQuery } from '../../core/sql';
import { availableActions, checkTransition, transition } from '../../core/transitions';
import {
  decideRegistration,
  enterApproval,
  giveSeatBack,
  leaveApproval,
  seatFirstWaiting,
} from './training.approval';
import { takeHeldSeats } from './training.quotas';
import { toRegistrationCertificate } from './training.certificates.answer';
import * as sessions from './training.repository';
import * as repo from './training.registrations.repository';
import type { RegistrationRow, RegistrationScope } from './training.registrations.repository';

/**
 * The module's own rules beside the table: cancelling is open until the registration deadline; a result
 * is recorded once.
 */
export const ruleAllows = (action: RegistrationAction, open: boolean, result: string | null) =>
  (action !== 'cancel' || open) && (action !== 'recordResult' || result === null);

export function toRegistration(row: RegistrationRow, principal: Principal, lang: Language): Registration {
  const {
    open,
    companyNameEn: _en,
    companyNameKr: _kr,
    certificateId,
    certificateStatus,
    certificateExpired,
    certificateIssuedOn,
    certificateExpiresOn,
    certificateRevokedReason,
    certificateRowVersion,
    registeredById: _registeredBy,
    ...rest
  } = row;
  const certificate =
    certificateId === null
      ? null
      : toRegistrationCertificate(
          {
            id: certificateId,
            status: certificateStatus!,
            expired: certificateExpired,
            issuedOn: certificateIssuedOn!,
            expiresOn: certificateExpiresOn!,
            revokedReason: certificateRevokedReason,
            rowVersion: certificateRowVersion!,
          },
          principal,
        );
  return {
    ...rest,
    certificate,
    companyName: recordCompanyName(row, lang),
    startsAt: row.startsAt.toISOString(),
    registeredAt: row.registeredAt.toISOString(),
    actions: availableActions(registrationTransitions, row.status, principal, (action) =>
      ruleAllows(action, open, row.result),
    ),
  };
}

/** What a caller reaches: staff every registration; a partner administrator its company's; a user its own. */
export function registrationScope(principal: Principal): RegistrationScope | undefined {
  if (principal.kind !== 'partner') return undefined;
  if (principal.companyId === null) throw recordNotFound();
  return {
    companyId: principal.companyId,
    userId: principal.roles.includes('partner_admin') ? null : principal.userId,
  };
}

/** Whether a failed insert broke a unique index (PostgreSQL 23505), as the driver or Drizzle's wrapper says. */
function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return errorCode(error) === '23505' || errorCode(cause) === '23505';
}

/**
 * After a session's capacity was raised: seats the waiting people the new seats allow, first first (in the
 * transaction that raised it, which holds the session's row).
 */
export async function fillFreedSeats(
  tx: DbOrTx,
  sessionId: number,
  actor: Principal,
  lang: Language,
): Promise<void> {
  for (;;) {
    const session = await sessions.lockSession(tx, sessionId);
    if (!session || session.seatsTaken + session.seatsHeld >= session.capacity) return;
    if ((await sessions.waitingOf(tx, sessionId)).length === 0) return;
    if (!(await repo.takeSeat(tx, sessionId))) return;
    if (!(await seatFirstWaiting(tx, sessionId, actor, lang))) {
      await repo.freeSeat(tx, sessionId);
      return;
    }
  }
}

export class RegistrationsService {
  constructor(private readonly db: Database) {}

  page(body: PageRegistrationsBody, principal: Principal, lang: Language) {
    const filters = {
      keyword: body.keyword,
      sessionId: body.sessionId,
      status: body.status,
      scope: registrationScope(principal),
    };
    return pagedQuery(
      this.db,
      body,
      (window) =>
        repo.findRegistrationRows(this.db, filters, { field: body.sortField, order: body.sortOrder }, window),
      () => repo.countRegistrations(this.db, filters),
      (row) => toRegistration(row, principal, lang),
    );
  }

  /** The people the caller may register: a partner administrator's company's, else itself. */
  async people(principal: Principal) {
    const scope = registrationScope(principal);
    if (!scope) return [];
    if (scope.userId === null) return repo.companyPeople(this.db, scope.companyId);
    const [self] = await repo.findPeople(this.db, [principal.userId]);
    return self ? [{ id: self.id, name: self.name }] : [];
  }

  async register(body: RegisterBody, principal: Principal, lang: Language): Promise<Registration[]> {
    const scope = registrationScope(principal);
    if (!scope) throw refused('training.error.staffRegister');
    const userIds = body.userIds ?? [principal.userId];
    if (scope.userId !== null && (userIds.length !== 1 || userIds[0] !== principal.userId))
      throw refused('training.error.onlySelf');
    if (body.heldSeat && scope.userId !== null) throw refused('training.error.quotaAdminOnly');

    const ids = await this.db.transaction(async (tx) => {
      const session = await sessions.findSession(tx, body.sessionId);
      if (!session) throw recordNotFound();
      const deadlinePassed = () =>
        refused('training.error.deadlinePassed', {
          deadline: session.deadlineLocal.replace('T', ' '),
          timeZone: session.timeZone,
        });
      if (!session.open) throw deadlinePassed();

      const people = await repo.findPeople(tx, userIds);
      const byId = new Map(people.map((p) => [p.id, p]));
      for (const id of userIds) {
        const p = byId.get(id);
        if (!p || p.kind !== 'partner' || p.status !== 'active' || p.companyId !== scope.companyId)
          throw refused('training.error.otherCompany');
        const typeOk =
          session.audienceCompanyTypes.length === 0 ||
          p.types.some((t) => session.audienceCompanyTypes.includes(t));
        const tierOk = session.audienceTiers.length === 0 || session.audienceTiers.includes(p.tier ?? '');
        if (!typeOk || !tierOk) throw refused('training.error.notAudience', { person: p.name });
      }
      const live = await repo.liveRegistrants(tx, session.id, userIds);
      const twice = userIds.find((id) => live.has(id));
      if (twice !== undefined)
        throw refused('training.error.alreadyRegistered', { person: byId.get(twice)!.name });

      const prerequisites = await sessions.prerequisitesOf(tx, session.courseId);
      if (prerequisites.length > 0) {
        const met = new Set(
          (
            await repo.attendedCourses(
              tx,
              userIds,
              prerequisites.map((p) => p.id),
            )
          ).map((pair) => `${pair.userId}:${pair.courseId}`),
        );
        for (const id of userIds)
          for (const course of prerequisites)
            if (!met.has(`${id}:${course.id}`))
              throw refused('training.error.prerequisiteMissing', {
                person: byId.get(id)!.name,
                course: nameInLanguage({ cn: course.nameCn, en: course.nameEn, kr: course.nameKr }, lang),
              });
      }

      // From the first seat taken, the session's row is locked until commit: only writes from here on.
      const created: { id: number; status: RegistrationState }[] = [];
      if (body.heldSeat) {
        // Held seats of the company's quota, all or none: the session's row first, then the quota's.
        const locked = await sessions.lockSession(tx, session.id);
        if (!locked?.open) throw deadlinePassed();
        await takeHeldSeats(tx, session.id, scope.companyId, userIds.length);
      }
      for (const userId of userIds) {
        if (body.heldSeat) {
          created.push({
            id: await this.insert(tx, byId.get(userId)!.name, {
              sessionId: session.id,
              userId,
              companyId: scope.companyId,
              status: 'seated',
              heldSeat: true,
              registeredBy: principal.userId,
            }),
            status: 'seated',
          });
          continue;
        }
        let seated = await repo.takeSeat(tx, session.id);
        if (!seated) {
          // Full (or just closed): hold the session's row, so that a seat freed meanwhile is seen and the
          // waiting list is joined in turn with the moves that free seats. The locked row says whether one
          // was: only then is the seat taken again (a full session's waiting joins send one statement less
          // while they hold the row, which every parallel registration waits for).
          const locked = await sessions.lockSession(tx, session.id);
          if (!locked?.open) throw deadlinePassed();
          seated = locked.seatsTaken < locked.capacity && (await repo.takeSeat(tx, session.id));
        }
        const status: RegistrationState = seated ? 'seated' : 'waiting';
        const id = await this.insert(tx, byId.get(userId)!.name, {
          sessionId: session.id,
          userId,
          companyId: scope.companyId,
          status,
          registeredBy: principal.userId,
        });
        created.push({ id, status });
      }
      await insertAuditEntries(
        tx,
        created.map((row) => ({
          entity: 'training_registration' as const,
          entityId: row.id,
          action: body.heldSeat ? 'registerHeldSeat' : 'register',
          toState: row.status,
          actorId: principal.userId,
        })),
      );
      // Each seat taken enters its approval (a waiting one when a freed seat moves it up).
      for (const row of created)
        if (row.status === 'seated') await enterApproval(tx, row.id, principal.userId, principal, lang);
      return created.map((row) => row.id);
    });
    const rows = await repo.findRegistrationRowsByIds(this.db, ids);
    return rows.map((row) => toRegistration(row, principal, lang));
  }

  /** Inserts a registration; a second live one for the person is refused by the unique index. */
  private async insert(tx: DbOrTx, person: string, values: repo.RegistrationInsert): Promise<number> {
    try {
      return await repo.insertRegistration(tx, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw refused('training.error.alreadyRegistered', { person });
      throw error;
    }
  }

  /**
   * One move of a registration by its own endpoint (cancel, markAttended, markAbsent); a freed seat goes
   * to the first waiting person in the same transaction. A registration leaving approval this way ends
   * its running process (withdrawn).
   */
  async move(
    action: Exclude<RegistrationAction, 'approve' | 'reject'>,
    body: RegistrationMoveBody,
    principal: Principal,
    lang: Language,
  ): Promise<Registration> {
    const scope = registrationScope(principal);
    await this.db.transaction(async (tx) => {
      // The process first, then the session, then the registration: the order the engine's decisions take.
      const [found] = await repo.findRegistrationRowsByIds(tx, [body.id]);
      if (!found || (scope && !inScope(found, scope))) throw recordNotFound();
      await leaveApproval(tx, found.id, principal);
      const session = await sessions.lockSession(tx, found.sessionId);
      const current = await repo.lockRegistration(tx, body.id, scope);
      if (!current || !session) throw recordNotFound();
      if (
        !ruleAllows(action, session.open, current.result) &&
        registrationTransitions[action].from.includes(current.status)
      )
        throw refused('training.error.cancelClosed');
      await transition(
        tx,
        'training_registration',
        {
          table: registrationTransitions,
          action,
          record: { id: current.id, state: current.status, version: current.rowVersion },
          principal,
          sentVersion: body.rowVersion,
          refusal: 'training.error.illegalMove',
          refusalParams: { status: translate(lang, `training.status.${current.status}`) },
          comment: body.comment ?? null,
        },
        async (to) => {
          await repo.setRegistrationStatus(tx, current.id, to, body.comment ?? null);
          const freed = seatHoldingStates.includes(current.status) && !seatHoldingStates.includes(to);
          if (freed) await giveSeatBack(tx, current, principal, lang);
        },
      );
    });
    return this.read(body.id, principal, lang);
  }

  /**
   * Approve or reject from the registrations screen: the registration's move, version and state are
   * checked first (the same refusals as its table gives), then the decision is an action of its approval
   * process (the engine decides who may take it: an approver of the current step), whose outcome moves it.
   */
  async decide(
    action: 'approve' | 'reject',
    body: RegistrationMoveBody,
    principal: Principal,
    lang: Language,
  ): Promise<Registration> {
    await this.db.transaction(async (tx) => {
      const [found] = await repo.findRegistrationRowsByIds(tx, [body.id]);
      if (!found) throw recordNotFound();
      checkTransition({
        table: registrationTransitions,
        action,
        record: { id: found.id, state: found.status, version: found.rowVersion },
        principal,
        sentVersion: body.rowVersion,
        refusal: 'training.error.illegalMove',
        refusalParams: { status: translate(lang, `training.status.${found.status}`) },
      });
      await decideRegistration(
        tx,
        found.id,
        found.registeredById ?? principal.userId,
        action,
        principal,
        lang,
        body.comment ?? null,
      );
    });
    return this.read(body.id, principal, lang);
  }

  private async read(id: number, principal: Principal, lang: Language): Promise<Registration> {
    const [row] = await repo.findRegistrationRowsByIds(this.db, [id]);
    return toRegistration(row!, principal, lang);
  }
}

const inScope = (row: RegistrationRow, scope: RegistrationScope) =>
  row.companyId === scope.companyId && (scope.userId === null || row.userId === scope.userId);
