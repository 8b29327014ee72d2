/** Courses and sessions (staff keep them; staff and partners read sessions). */
import type {
  Language,
  Course,
  PageCoursesBody,
  PageSessionsBody,
  SaveCourseBody,
  SaveSessionBody,
  TrainingSession,
} from '@portal/contract';
import { partnerCompanyName, permissions } from '@portal/contract';
import type { Database, DbOrTx } from '../../db/database';
import { insertAuditEntry } from '../../core/audit';
import { recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { pagedQuery } from '../../core/sql';
import { assertCurrentVersion } from '../../core/versions';
import * as repo from './training.repository';
import type { CourseRow, SessionFilters, SessionRow } from './training.repository';
import { findActiveUsersWithPermission } from '../identity';
import { companyAudience } from '../partners';
import { fillFreedSeats } from './training.registrations.service';

const iso = (value: Date) => value.toISOString();

function canEdit(principal: Principal) {
  return principal.kind === 'internal' && principal.permissions.has(permissions.trainingCourses);
}

export function toCourse(row: CourseRow, principal: Principal): Course {
  return {
    ...row,
    durationHours: Number(row.durationHours),
    updatedAt: iso(row.updatedAt),
    actions: canEdit(principal) ? ['edit'] : [],
  };
}

/** A session as the reader sees it: staff every quota, a partner its own company's only. */
export function toSession(row: SessionRow, principal: Principal, lang: Language): TrainingSession {
  const quotas = row.quotas
    .filter((q) => principal.kind === 'internal' || q.companyId === principal.companyId)
    .map(({ name, nameEn, nameKr, ...q }) => ({
      ...q,
      companyName: partnerCompanyName({ name, nameEn, nameKr }, lang),
    }));
  return {
    ...row,
    quotas,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    registrationDeadline: iso(row.registrationDeadline),
    actions: canEdit(principal) ? ['edit'] : [],
  };
}

/** A partner sees the sessions whose audience includes its company; staff see every session. */
async function audienceOf(db: DbOrTx, principal: Principal): Promise<SessionFilters['audience']> {
  if (principal.kind !== 'partner' || principal.companyId === null) return undefined;
  return companyAudience(db, principal.companyId);
}

/** The first day of a month and of the next, as UTC instants widened by a day (zones reach ±14 h). */
function monthWindow(month: string): { from: Date; to: Date } {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return {
    from: new Date(Date.UTC(year, m - 1, 1) - 86_400_000),
    to: new Date(Date.UTC(year, m, 1) + 86_400_000),
  };
}

export class TrainingService {
  constructor(private readonly db: Database) {}

  pageCourses(body: PageCoursesBody, principal: Principal) {
    const filters = { keyword: body.keyword, level: body.level };
    return pagedQuery(
      this.db,
      body,
      (window) =>
        repo.findCourseRows(this.db, filters, { field: body.sortField, order: body.sortOrder }, window),
      () => repo.countCourses(this.db, filters),
      (row) => toCourse(row, principal),
    );
  }

  listCourseOptions() {
    return repo.listCourseOptions(this.db);
  }

  async saveCourse(body: SaveCourseBody, principal: Principal): Promise<Course> {
    const id = await this.db.transaction(async (tx) => {
      if (await repo.courseCodeTaken(tx, body.code, body.id))
        throw refused('training.error.codeTaken', { code: body.code });
      if (body.id !== undefined && body.prerequisiteIds.includes(body.id))
        throw refused('training.error.prerequisiteSelf');
      const known = await repo.existingCourseIds(tx, body.prerequisiteIds);
      if (known.length !== body.prerequisiteIds.length) throw refused('training.error.prerequisiteUnknown');
      const values = {
        code: body.code,
        nameCn: body.nameCn,
        nameEn: body.nameEn,
        nameKr: body.nameKr,
        descriptionCn: body.descriptionCn,
        descriptionEn: body.descriptionEn,
        descriptionKr: body.descriptionKr,
        productLineCode: body.productLineCode,
        level: body.level,
        durationHours: body.durationHours,
        validityMonths: body.validityMonths,
        updatedBy: principal.userId,
      };
      let courseId: number;
      if (body.id === undefined) {
        courseId = await repo.insertCourse(tx, values);
      } else {
        const current = await repo.lockCourse(tx, body.id);
        if (!current) throw recordNotFound();
        assertCurrentVersion(current.rowVersion, body.rowVersion);
        if (await this.makesCycle(tx, body.id, body.prerequisiteIds))
          throw refused('training.error.prerequisiteCycle');
        courseId = body.id;
        await repo.updateCourse(tx, courseId, values);
      }
      await repo.replacePrerequisites(tx, courseId, body.prerequisiteIds);
      await insertAuditEntry(tx, {
        entity: 'training_course',
        entityId: courseId,
        action: body.id === undefined ? 'create' : 'edit',
        actorId: principal.userId,
      });
      return courseId;
    });
    const row = await repo.findCourse(this.db, id);
    return toCourse(row!, principal);
  }

  /** Whether `courseId` requiring `prerequisiteIds` closes a circle (one of them requires it, at any depth). */
  private async makesCycle(tx: DbOrTx, courseId: number, prerequisiteIds: readonly number[]) {
    const edges = await repo.prerequisiteEdges(tx);
    const next = new Map<number, number[]>();
    for (const e of edges)
      if (e.courseId !== courseId) next.set(e.courseId, [...(next.get(e.courseId) ?? []), e.prerequisiteId]);
    const seen = new Set<number>();
    const stack = [...prerequisiteIds];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (id === courseId) return true;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(next.get(id) ?? []));
    }
    return false;
  }

  async pageSessions(body: PageSessionsBody, principal: Principal, lang: Language) {
    const filters: SessionFilters = {
      keyword: body.keyword,
      courseId: body.courseId,
      openOnly: body.openOnly,
      audience: await audienceOf(this.db, principal),
    };
    return pagedQuery(
      this.db,
      body,
      (window) =>
        repo.findSessionRows(this.db, filters, { field: body.sortField, order: body.sortOrder }, window),
      () => repo.countSessions(this.db, filters),
      (row) => toSession(row, principal, lang),
    );
  }

  async calendar(month: string, principal: Principal, lang: Language) {
    const rows = await repo.findSessionsBetween(this.db, {
      ...monthWindow(month),
      audience: await audienceOf(this.db, principal),
    });
    return rows.map((row) => toSession(row, principal, lang));
  }

  async getSession(id: number, principal: Principal, lang: Language) {
    const row = await repo.findSession(this.db, id, await audienceOf(this.db, principal));
    if (!row) throw recordNotFound();
    return toSession(row, principal, lang);
  }

  /** The internal users a session may name as its trainer: those who may approve registrations. */
  async trainers() {
    const ids = await findActiveUsersWithPermission(this.db, permissions.trainingApproval);
    return repo.internalUsersByIds(this.db, ids);
  }

  async saveSession(body: SaveSessionBody, principal: Principal, lang: Language) {
    const id = await this.db.transaction(async (tx) => {
      if (!(await repo.existingCourseIds(tx, [body.courseId])).length)
        throw refused('training.error.courseUnknown');
      if (
        body.trainerId !== null &&
        !(await findActiveUsersWithPermission(tx, permissions.trainingApproval)).includes(body.trainerId)
      )
        throw refused('training.error.trainerAccount');
      if (!(await repo.knownTimeZone(tx, body.timeZone))) throw refused('training.validation.timeZone');
      const values = { ...body, updatedBy: principal.userId };
      let sessionId: number;
      if (body.id === undefined) {
        sessionId = await repo.insertSession(tx, values);
      } else {
        const current = await repo.lockSession(tx, body.id);
        if (!current) throw recordNotFound();
        assertCurrentVersion(current.rowVersion, body.rowVersion);
        // Seats held for companies count as taken here (a quota is lowered on its own).
        const held = current.seatsTaken + current.seatsHeld;
        if (body.capacity < held) throw refused('training.error.capacityBelowSeats', { seats: held });
        sessionId = body.id;
        await repo.updateSession(tx, sessionId, values);
        if (body.capacity > held) await fillFreedSeats(tx, sessionId, principal, lang);
      }
      await insertAuditEntry(tx, {
        entity: 'training_session',
        entityId: sessionId,
        action: body.id === undefined ? 'create' : 'edit',
        actorId: principal.userId,
      });
      return sessionId;
    });
    return this.getSession(id, principal, lang);
  }
}
