import type {
  AddProjectGroupMembersBody,
  AddProjectGroupPostBody,
  CreateProjectGroupBody,
  Language,
  MessageKey,
  Page,
  PageProjectGroupCandidatesBody,
  PageProjectGroupPostsBody,
  ProjectGroup,
  ProjectGroupAction,
  ProjectGroupOfSubject,
  ProjectGroupPerson,
  ProjectGroupPost,
  ProjectGroupSubject,
  ProjectGroupSubjectKind,
  RemoveProjectGroupMemberBody,
} from '@portal/contract';
import { permissions, projectGroupLimits, translate } from '@portal/contract';
import type { MessageParams } from '@portal/contract';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import type { Principal } from '../../core/principal';
import { pagedQuery } from '../../core/sql';
import type { Database, DbOrTx } from '../../db/database';
import { notify } from '../notifications';
import type { CreateExternalGroup } from './project-groups.external';
import { externalGroupsNotConfigured } from './project-groups.external';
import * as repo from './project-groups.repository';
import type { GroupRow, ReaderRule } from './project-groups.repository';

/** A record a group is about, as its reader reached it. */
interface Subject {
  kind: ProjectGroupSubjectKind;
  id: number;
  no: string;
  /** Who may read it: the caller, every member and every candidate. */
  rule: ReaderRule;
  /** The partner company told of it (notices): a ticket's; null for an opportunity (staff business). */
  companyId: number | null;
}

const subjectOfGroup = (group: GroupRow): ProjectGroupSubject =>
  group.ticketId !== null
    ? { subjectKind: 'ticket', subjectId: group.ticketId }
    : { subjectKind: 'opportunity', subjectId: group.opportunityId! };

/** A refusal about the members named: the spec's message or ours, with the field named for the form. */
function membersRefused(key: MessageKey, params: MessageParams, reason: string) {
  return refused(key, params, { fieldErrors: [{ field: 'memberIds', message: reason }] });
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/**
 * Project groups on a ticket or an opportunity: created with at least two members besides the creator
 * (READINGS), every member a reader of the record; members changed by the creator; a thread read and written
 * by members. Each call first checks that the caller may read the record, with the same rule that checks the
 * members. When a messaging app is configured the group is created there too, in the group's transaction: a
 * failure there saves nothing.
 */
export class ProjectGroupsService {
  private readonly createExternalGroup: CreateExternalGroup;

  constructor(
    private readonly db: Database,
    options: { createExternalGroup?: CreateExternalGroup } = {},
  ) {
    this.createExternalGroup = options.createExternalGroup ?? externalGroupsNotConfigured;
  }

  /** The record, when the caller may read it (a partner: its company's tickets; opportunities: staff). */
  private async subject(db: DbOrTx, ref: ProjectGroupSubject, principal: Principal): Promise<Subject> {
    if (ref.subjectKind === 'ticket') {
      if (!principal.permissions.has(permissions.tickets)) throw noPermission();
      const row = await repo.findTicketSubject(db, ref.subjectId);
      if (!row) throw recordNotFound();
      if (principal.kind === 'partner' && principal.companyId !== row.companyId) throw recordNotFound();
      return {
        kind: 'ticket',
        id: ref.subjectId,
        no: row.no,
        rule: { menuCode: permissions.tickets, partnerCompanyId: row.companyId },
        companyId: row.companyId,
      };
    }
    if (principal.kind !== 'internal' || !principal.permissions.has(permissions.opptList))
      throw noPermission();
    const row = await repo.findOpportunitySubject(db, ref.subjectId);
    if (!row) throw recordNotFound();
    return {
      kind: 'opportunity',
      id: ref.subjectId,
      no: row.no,
      rule: { menuCode: permissions.opptList, partnerCompanyId: null },
      companyId: null,
    };
  }

  /** A group with the record it is about, when the caller may read that record. */
  private async group(db: DbOrTx, id: number, principal: Principal, lock = false) {
    const group = await repo.findGroup(db, id, lock);
    if (!group) throw recordNotFound();
    const subject = await this.subject(db, subjectOfGroup(group), principal);
    return { group, subject };
  }

  private async view(db: DbOrTx, group: GroupRow, principal: Principal): Promise<ProjectGroup> {
    const members = await repo.findMembers(db, group.id);
    const isMember = members.some((m) => m.userId === principal.userId);
    const isCreator = group.creatorId === principal.userId;
    const actions: ProjectGroupAction[] = [
      ...(isCreator ? (['addMembers', 'removeMember'] as const) : []),
      ...(isMember ? (['post'] as const) : []),
    ];
    return {
      id: group.id,
      ...subjectOfGroup(group),
      name: group.name,
      creatorId: group.creatorId,
      creatorName: group.creatorName,
      inMessagingApp: group.externalGroupId !== null,
      members: members.map((m) => ({
        ...m,
        isCreator: m.userId === group.creatorId,
        addedAt: m.addedAt.toISOString(),
      })),
      isMember,
      actions,
      createdAt: group.createdAt.toISOString(),
      rowVersion: group.rowVersion,
    };
  }

  async get(ref: ProjectGroupSubject, principal: Principal): Promise<ProjectGroupOfSubject> {
    const subject = await this.subject(this.db, ref, principal);
    const group = await repo.findGroupOfSubject(this.db, ref.subjectKind, ref.subjectId);
    if (!group) return { subjectNo: subject.no, group: null, mayCreate: true };
    return { subjectNo: subject.no, group: await this.view(this.db, group, principal), mayCreate: false };
  }

  /**
   * Every one of `ids` may read the record (a partner's people only of its company, staff holding the menu),
   * or the first who may not is named.
   */
  private async checkReaders(db: DbOrTx, subject: Subject, ids: number[], lang: Language) {
    const readers = new Set((await repo.findReaders(db, subject.rule, ids)).map((r) => r.userId));
    const refusedId = ids.find((id) => !readers.has(id));
    if (refusedId === undefined) return;
    const [person] = await repo.findPeople(db, [refusedId]);
    const name = person?.name ?? String(refusedId);
    throw membersRefused(
      'projectGroup.error.memberCannotRead',
      { name },
      translate(lang, 'projectGroup.error.memberCannotRead', { name }),
    );
  }

  async create(body: CreateProjectGroupBody, principal: Principal, lang: Language): Promise<ProjectGroup> {
    const subject = await this.subject(this.db, body, principal);
    if (await repo.findGroupOfSubject(this.db, subject.kind, subject.id))
      throw refused('projectGroup.error.exists');
    const memberIds = unique(body.memberIds).filter((id) => id !== principal.userId);
    if (memberIds.length < projectGroupLimits.minMembers)
      throw membersRefused(
        'error.groupCreationFailed',
        {},
        translate(lang, 'validation.groupMembers', { min: projectGroupLimits.minMembers }),
      );
    await this.checkReaders(this.db, subject, memberIds, lang);
    return this.db.transaction(async (tx) => {
      const id = await repo.insertGroup(tx, {
        kind: subject.kind,
        subjectId: subject.id,
        name: body.name,
        creatorId: principal.userId,
      });
      if (id === undefined) throw refused('projectGroup.error.exists');
      await repo.insertMembers(tx, id, [principal.userId, ...memberIds], principal.userId);
      await insertAuditEntry(tx, {
        entity: 'project_group',
        entityId: id,
        action: 'create',
        actorId: principal.userId,
        comment: memberIds.join(','),
      });
      let externalId: string | null;
      try {
        externalId = await this.createExternalGroup({
          name: body.name,
          memberUserIds: [principal.userId, ...memberIds],
        });
      } catch {
        // The messaging app refused: the transaction rolls back, nothing is saved.
        throw refused('error.groupCreationFailed');
      }
      if (externalId !== null) await repo.setExternalGroupId(tx, id, externalId);
      await notify(tx, memberIds, this.notice(subject, 'groupMemberAdded', body.name), principal.userId);
      return this.view(tx, (await repo.findGroup(tx, id))!, principal);
    });
  }

  private notice(subject: Subject, kind: 'groupMemberAdded' | 'groupPostAdded', name: string) {
    return {
      kind,
      subjectKind: subject.kind,
      subjectId: subject.id,
      params: { no: subject.no, title: name },
      companyId: subject.companyId,
    };
  }

  async addMembers(body: AddProjectGroupMembersBody, principal: Principal, lang: Language) {
    return this.db.transaction(async (tx) => {
      const { group, subject } = await this.group(tx, body.id, principal, true);
      if (group.creatorId !== principal.userId) throw refused('projectGroup.error.notCreator');
      const current = new Set((await repo.findMembers(tx, group.id)).map((m) => m.userId));
      const ids = unique(body.memberIds);
      const already = ids.find((id) => current.has(id));
      if (already !== undefined) {
        const [person] = await repo.findPeople(tx, [already]);
        const name = person?.name ?? String(already);
        throw membersRefused(
          'projectGroup.error.alreadyMember',
          { name },
          translate(lang, 'projectGroup.error.alreadyMember', { name }),
        );
      }
      await this.checkReaders(tx, subject, ids, lang);
      await repo.insertMembers(tx, group.id, ids, principal.userId);
      await repo.touchGroup(tx, group.id);
      await insertAuditEntry(tx, {
        entity: 'project_group',
        entityId: group.id,
        action: 'addMembers',
        actorId: principal.userId,
        comment: ids.join(','),
      });
      await notify(tx, ids, this.notice(subject, 'groupMemberAdded', group.name), principal.userId);
      return this.view(tx, (await repo.findGroup(tx, group.id))!, principal);
    });
  }

  /** The creator removes a member; the group keeps at least two besides the creator. */
  async removeMember(body: RemoveProjectGroupMemberBody, principal: Principal) {
    return this.db.transaction(async (tx) => {
      const { group } = await this.group(tx, body.id, principal, true);
      if (group.creatorId !== principal.userId) throw refused('projectGroup.error.notCreator');
      if (body.userId === group.creatorId) throw refused('projectGroup.error.creatorStays');
      const members = await repo.findMembers(tx, group.id);
      if (!members.some((m) => m.userId === body.userId)) throw refused('projectGroup.error.notAMember');
      // The creator and the one removed are not counted.
      if (members.length - 2 < projectGroupLimits.minMembers)
        throw refused('validation.groupMembers', { min: projectGroupLimits.minMembers });
      await repo.deleteMember(tx, group.id, body.userId);
      await repo.touchGroup(tx, group.id);
      await insertAuditEntry(tx, {
        entity: 'project_group',
        entityId: group.id,
        action: 'removeMember',
        actorId: principal.userId,
        comment: String(body.userId),
      });
      return this.view(tx, (await repo.findGroup(tx, group.id))!, principal);
    });
  }

  /** A member's page of the thread: page 1 the newest posts, each page oldest first. */
  async posts(body: PageProjectGroupPostsBody, principal: Principal): Promise<Page<ProjectGroupPost>> {
    const { group } = await this.group(this.db, body.id, principal);
    if (!(await repo.isMember(this.db, group.id, principal.userId)))
      throw refused('projectGroup.error.notMember');
    const page = await pagedQuery(
      this.db,
      body,
      (window) => repo.findPosts(this.db, group.id, window),
      () => repo.countPosts(this.db, group.id),
      (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
    );
    return { ...page, list: page.list.reverse() };
  }

  /** A member posts; the other members are told. */
  async post(body: AddProjectGroupPostBody, principal: Principal): Promise<ProjectGroupPost> {
    return this.db.transaction(async (tx) => {
      const { group, subject } = await this.group(tx, body.id, principal);
      const members = await repo.findMembers(tx, group.id);
      const author = members.find((m) => m.userId === principal.userId);
      if (!author) throw refused('projectGroup.error.notMember');
      const row = await repo.insertPost(tx, {
        groupId: group.id,
        authorId: principal.userId,
        body: body.body,
      });
      await notify(
        tx,
        members.map((m) => m.userId),
        this.notice(subject, 'groupPostAdded', group.name),
        principal.userId,
      );
      return {
        id: row.id,
        authorId: principal.userId,
        authorName: author.name,
        body: body.body,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  /** The people who may read the record, to pick members from. */
  async candidates(
    body: PageProjectGroupCandidatesBody,
    principal: Principal,
  ): Promise<Page<ProjectGroupPerson>> {
    const subject = await this.subject(this.db, body, principal);
    return pagedQuery(
      this.db,
      body,
      (window) => repo.findCandidates(this.db, subject.rule, body.keyword || undefined, window),
      () => repo.countCandidates(this.db, subject.rule, body.keyword || undefined),
    );
  }
}
