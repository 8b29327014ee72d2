import type {
  AssignOwnerBody,
  AssignOwnerResult,
  ChangeDistributionBody,
  CreateOpportunityBody,
  EquipmentParent,
  Language,
  MessageKey,
  Opportunity,
  OpportunityAuthority,
  OpportunityCase,
  OpportunityInfo,
  OpportunityStage,
  OwnerType,
  Page,
  PageOpportunitiesBody,
  PageOpportunityCasesBody,
  UpdateOpportunityBody,
} from '@portal/contract';
import { catalogs, finalOpportunityStages, nextOpportunityStages, translate } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import type { XlsxColumn } from '../../core/xlsx-export';
import { assertExportable, pagedBatches, sendXlsx } from '../../core/xlsx-export';
import type { Database, DbOrTx } from '../../db/database';
import { findActiveInternalUsersWithRole } from '../identity';
import { insertAuditEntry } from '../../core/audit';
import * as repo from './opportunities.repository';
import type { OpportunityFilters, OpportunityRow } from './opportunities.repository';
import { isActiveCurrency, isActiveProductLine } from '../reference-data';

/** The roles that may edit any opportunity; its sales owner may edit it too. */
const managerRoles = ['admin', 'channel'];
/** The role whose active internal users are the candidates of each owner type (user/get-sale-user, …). */
const candidateRole: Record<OwnerType, 'sales' | 'planning'> = { sales: 'sales', planning: 'planning' };
/** Audit actions whose from/to states are user ids (the timeline shows their names). */
const ownerActions = new Set(['assign-sales', 'assign-planning', 'change-sales', 'change-planning']);

const stageKey = (stage: OpportunityStage) => `opportunity.stage.${stage}` as const;

function toOpportunity(row: OpportunityRow): Opportunity {
  return {
    id: row.id,
    opptNo: row.opptNo,
    projectName: row.projectName,
    customerName: row.customerName,
    customerCreditCode: row.customerCreditCode,
    customerRegion: row.customerRegion,
    companyId: row.companyId,
    companyName: row.companyName,
    companyNameEn: row.companyNameEn,
    productLineCode: row.productLineCode,
    productLineNameCn: row.productLineNameCn,
    productLineNameEn: row.productLineNameEn,
    amount: row.amount,
    currency: row.currency,
    stage: row.stage,
    expectedCloseDate: row.expectedCloseDate,
    salesOwnerId: row.salesOwnerId,
    salesOwnerName: row.salesOwnerName,
    planningOwnerId: row.planningOwnerId,
    planningOwnerName: row.planningOwnerName,
    protectedUntil: row.protectedUntil?.toISOString() ?? null,
    sourceReportId: row.sourceReportId,
    sourceReportNo: row.sourceReportNo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "12.5" and "12.50" are the same amount: compare at the column's scale of two decimals. */
function atScale2(amount: string | null): string | null {
  if (amount === null) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

function filtersOf(body: PageOpportunitiesBody): OpportunityFilters {
  return {
    tab: body.tab,
    keyword: body.keyword || undefined,
    stage: body.stage ?? undefined,
    productLineCode: body.productLineCode || undefined,
    companyId: body.companyId ?? undefined,
    salesOwnerId: body.salesOwnerId ?? undefined,
    planningOwnerId: body.planningOwnerId ?? undefined,
    createdFrom: body.createdFrom ? new Date(body.createdFrom) : undefined,
    createdTo: body.createdTo ? new Date(body.createdTo) : undefined,
  };
}

/** Business opportunities: staff only (partners have no business.opptList, and are refused regardless). */
export class OpportunitiesService {
  constructor(private readonly db: Database) {}

  async page(body: PageOpportunitiesBody, principal: Principal): Promise<Page<Opportunity>> {
    staffOnly(principal);
    const filters = filtersOf(body);
    const [rows, total] = await Promise.all([
      repo.findOpportunityRows(
        this.db,
        filters,
        { field: body.sortField, order: body.sortOrder },
        { offset: (body.pageNum - 1) * body.pageSize, limit: body.pageSize },
      ),
      repo.countOpportunities(this.db, filters),
    ]);
    return { list: rows.map(toOpportunity), total, pageNum: body.pageNum, pageSize: body.pageSize };
  }

  async info(id: number, principal: Principal): Promise<OpportunityInfo> {
    staffOnly(principal);
    const row = await repo.findOpportunityById(this.db, id);
    if (!row) throw recordNotFound();
    const [equipment, timeline, caseCounts, createdByName] = await Promise.all([
      repo.findEquipment(this.db, id),
      repo.findTimeline(this.db, id),
      repo.countCases(this.db, id),
      repo.findUserName(this.db, row.createdById),
    ]);
    const ownerIds = timeline
      .filter((entry) => ownerActions.has(entry.action))
      .flatMap((entry) => [Number(entry.fromState), Number(entry.toState)])
      .filter((value) => Number.isInteger(value) && value > 0);
    const names = await repo.findUserNames(this.db, [...new Set(ownerIds)]);
    const nameOf = (action: string, state: string | null) =>
      ownerActions.has(action) && state !== null ? (names.get(Number(state)) ?? null) : null;
    return {
      ...toOpportunity(row),
      createdById: row.createdById,
      createdByName,
      equipment: equipment.map((line) => ({
        id: line.id,
        equipmentModelId: line.equipmentModelId,
        model: line.model,
        description: line.description,
        productLineCode: line.productLineCode,
        kind: line.kind,
        quantity: line.quantity,
      })),
      timeline: timeline.map((entry) => ({
        id: entry.id,
        action: entry.action,
        fromState: entry.fromState,
        toState: entry.toState,
        fromName: nameOf(entry.action, entry.fromState),
        toName: nameOf(entry.action, entry.toState),
        actorId: entry.actorId,
        actorName: entry.actorName,
        comment: entry.comment,
        createdAt: entry.createdAt.toISOString(),
      })),
      caseCounts,
    };
  }

  /**
   * Creates an opportunity without a report (administrators and channel managers): a partner company,
   * an active product line and currency, equipment models of that product line. Stage design, no
   * protection (only an approved registration protects a customer).
   */
  async create(body: CreateOpportunityBody, principal: Principal): Promise<Opportunity> {
    staffOnly(principal);
    if (!isManager(principal)) throw refused('opportunity.error.notCreator');
    return this.db.transaction(async (tx) => {
      if (!(await repo.isActiveCompany(tx, body.companyId)))
        throw refused('opportunity.error.companyInvalid');
      if (!(await isActiveProductLine(tx, body.productLineCode)))
        throw refused('opportunity.error.productLineInvalid', { code: body.productLineCode });
      if (!(await isActiveCurrency(tx, body.currency)))
        throw refused('opportunity.error.currencyInvalid', { code: body.currency });
      const models = new Map(
        (
          await repo.findActiveModels(
            tx,
            body.equipment.map((line) => line.equipmentModelId),
          )
        ).map((m) => [m.id, m]),
      );
      const bad = body.equipment.find(
        (line) => models.get(line.equipmentModelId)?.productLineCode !== body.productLineCode,
      );
      if (bad) throw refused('opportunity.error.equipmentInvalid', { id: bad.equipmentModelId });
      const { id } = await repo.createOpportunity(
        tx,
        {
          companyId: body.companyId,
          projectName: body.projectName,
          customerName: body.customerName,
          customerCreditCode: body.customerCreditCode,
          customerRegion: body.customerRegion,
          productLineCode: body.productLineCode,
          amount: body.amount,
          currency: body.currency,
          expectedCloseDate: body.expectedCloseDate,
          equipment: body.equipment.map((line) => ({
            equipmentModelId: line.equipmentModelId,
            kind: models.get(line.equipmentModelId)!.kind,
            quantity: line.quantity,
          })),
        },
        principal.userId,
      );
      return toOpportunity((await repo.findOpportunityById(tx, id))!);
    });
  }

  async cases(body: PageOpportunityCasesBody, principal: Principal): Promise<Page<OpportunityCase>> {
    staffOnly(principal);
    if (!(await repo.findOpportunityById(this.db, body.opportunityId))) throw recordNotFound();
    const { rows, total } = await repo.findCasePage(this.db, body.opportunityId, {
      offset: (body.pageNum - 1) * body.pageSize,
      limit: body.pageSize,
    });
    return {
      list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      total,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  }

  /**
   * Sets the sales or planning owner of every selected opportunity, all or nothing: one that already
   * has such an owner refuses the whole request (change-distribution moves an owner). The rows are
   * locked first and updated only where the owner is still empty, so two concurrent assignments
   * cannot both succeed.
   */
  async assign(
    ownerType: OwnerType,
    body: AssignOwnerBody,
    principal: Principal,
  ): Promise<AssignOwnerResult> {
    staffOnly(principal);
    return this.db.transaction(async (tx) => {
      await this.candidate(tx, ownerType, body.userId);
      const rows = await repo.lockOpportunities(tx, body.ids);
      const found = new Set(rows.map((row) => row.id));
      const missing = body.ids.find((id) => !found.has(id));
      if (missing !== undefined) throw refused('opportunity.error.assignNotFound', { id: missing });
      const ownerOf = (row: (typeof rows)[number]) =>
        ownerType === 'sales' ? row.salesOwnerId : row.planningOwnerId;
      const taken = rows.find((row) => ownerOf(row) !== null);
      if (taken) {
        const name = (await repo.findUserName(tx, ownerOf(taken))) ?? '';
        throw refused(
          ownerType === 'sales'
            ? 'opportunity.error.salesAlreadyAssigned'
            : 'opportunity.error.planningAlreadyAssigned',
          { opptNo: taken.opptNo, name },
        );
      }
      const updated = await repo.setOwnerWhereNone(tx, ownerType, body.ids, body.userId);
      if (updated !== body.ids.length)
        throw refused('opportunity.error.changedMeanwhile', { opptNo: rows[0]!.opptNo });
      for (const row of rows)
        await insertAuditEntry(tx, {
          entity: repo.opportunityEntity,
          entityId: row.id,
          action: `assign-${ownerType}`,
          fromState: null,
          toState: String(body.userId),
          actorId: principal.userId,
        });
      return { updated };
    });
  }

  /** Moves an owner that is set to another candidate, with a reason kept in the audit entry. */
  async changeDistribution(body: ChangeDistributionBody, principal: Principal): Promise<Opportunity> {
    staffOnly(principal);
    return this.db.transaction(async (tx) => {
      const [row] = await repo.lockOpportunities(tx, [body.id]);
      if (!row) throw recordNotFound();
      const candidate = await this.candidate(tx, body.ownerType, body.userId);
      const current = body.ownerType === 'sales' ? row.salesOwnerId : row.planningOwnerId;
      if (current === null)
        throw refused(
          body.ownerType === 'sales' ? 'opportunity.error.noSalesOwner' : 'opportunity.error.noPlanningOwner',
          { opptNo: row.opptNo },
        );
      if (current === body.userId)
        throw refused('opportunity.error.ownerUnchanged', { name: candidate.displayName });
      if (!(await repo.moveOwner(tx, body.ownerType, body.id, current, body.userId)))
        throw refused('opportunity.error.changedMeanwhile', { opptNo: row.opptNo });
      await insertAuditEntry(tx, {
        entity: repo.opportunityEntity,
        entityId: body.id,
        action: `change-${body.ownerType}`,
        fromState: String(current),
        toState: String(body.userId),
        actorId: principal.userId,
        comment: body.reason,
      });
      return toOpportunity((await repo.findOpportunityById(tx, body.id))!);
    });
  }

  /**
   * Changes the stage, amount or expected close date. Who: an administrator, a channel manager, or the
   * opportunity's sales owner. The stage rule is `nextOpportunityStages` (contract); won and lost are
   * final, so nothing of a won or lost opportunity changes any more.
   */
  async update(body: UpdateOpportunityBody, principal: Principal, lang: Language): Promise<Opportunity> {
    staffOnly(principal);
    return this.db.transaction(async (tx) => {
      const [row] = await repo.lockOpportunities(tx, [body.id]);
      if (!row) throw recordNotFound();
      if (!isManager(principal) && row.salesOwnerId !== principal.userId)
        throw refused('opportunity.error.notEditor');
      if (finalOpportunityStages.includes(row.stage))
        throw refused('opportunity.error.final', {
          opptNo: row.opptNo,
          stage: translate(lang, stageKey(row.stage)),
        });

      const values: { stage?: OpportunityStage; amount?: string | null; expectedCloseDate?: string | null } =
        {};
      if (body.stage !== undefined && body.stage !== row.stage) {
        if (!nextOpportunityStages(row.stage).includes(body.stage))
          throw refused('opportunity.error.stageIllegal', {
            from: translate(lang, stageKey(row.stage)),
            to: translate(lang, stageKey(body.stage)),
          });
        values.stage = body.stage;
      }
      const changes: string[] = [];
      if (body.amount !== undefined && atScale2(body.amount) !== atScale2(row.amount)) {
        values.amount = body.amount;
        changes.push(`amount: ${row.amount ?? '--'} → ${body.amount ?? '--'}`);
      }
      if (body.expectedCloseDate !== undefined && body.expectedCloseDate !== row.expectedCloseDate) {
        values.expectedCloseDate = body.expectedCloseDate;
        changes.push(
          `expectedCloseDate: ${row.expectedCloseDate ?? '--'} → ${body.expectedCloseDate ?? '--'}`,
        );
      }
      if (Object.keys(values).length === 0) throw refused('opportunity.error.nothingChanged');

      if (!(await repo.updateOpportunity(tx, body.id, row.stage, values)))
        throw refused('opportunity.error.changedMeanwhile', { opptNo: row.opptNo });
      if (values.stage)
        await insertAuditEntry(tx, {
          entity: repo.opportunityEntity,
          entityId: body.id,
          action: 'stage',
          fromState: row.stage,
          toState: values.stage,
          actorId: principal.userId,
        });
      if (changes.length > 0)
        await insertAuditEntry(tx, {
          entity: repo.opportunityEntity,
          entityId: body.id,
          action: 'update',
          fromState: values.stage ?? row.stage,
          toState: values.stage ?? row.stage,
          actorId: principal.userId,
          comment: changes.join('; '),
        });
      return toOpportunity((await repo.findOpportunityById(tx, body.id))!);
    });
  }

  /** What the caller may do with this opportunity now: the same rules the writes enforce. */
  async authority(id: number, principal: Principal): Promise<OpportunityAuthority> {
    staffOnly(principal);
    const row = await repo.findOpportunityById(this.db, id);
    if (!row) throw recordNotFound();
    const mayAssign = principal.permissions.has('opportunity.assign');
    const canEdit =
      !finalOpportunityStages.includes(row.stage) &&
      (isManager(principal) || row.salesOwnerId === principal.userId);
    const canChangeSales = mayAssign && row.salesOwnerId !== null;
    const canChangePlanning = mayAssign && row.planningOwnerId !== null;
    return {
      canEdit,
      canAssignSales: mayAssign && row.salesOwnerId === null,
      canAssignPlanning: mayAssign && row.planningOwnerId === null,
      canChangeDistribution: canChangeSales || canChangePlanning,
      canChangeSales,
      canChangePlanning,
      nextStages: canEdit ? nextOpportunityStages(row.stage) : [],
    };
  }

  /** The equipment lines grouped by product line and kind, for the detail's collapse tree. */
  async equipmentParents(opportunityId: number, principal: Principal): Promise<EquipmentParent[]> {
    staffOnly(principal);
    if (!(await repo.findOpportunityById(this.db, opportunityId))) throw recordNotFound();
    const lines = await repo.findEquipment(this.db, opportunityId);
    const parents = new Map<string, EquipmentParent>();
    for (const line of lines) {
      const key = `${line.productLineCode}:${line.kind}`;
      let parent = parents.get(key);
      if (!parent) {
        parent = {
          key,
          productLineCode: line.productLineCode,
          productLineNameCn: line.productLineNameCn,
          productLineNameEn: line.productLineNameEn,
          kind: line.kind,
          quantity: 0,
          children: [],
        };
        parents.set(key, parent);
      }
      parent.quantity += line.quantity;
      parent.children.push({
        id: line.id,
        equipmentModelId: line.equipmentModelId,
        model: line.model,
        description: line.description,
        productLineCode: line.productLineCode,
        kind: line.kind,
        quantity: line.quantity,
      });
    }
    return [...parents.values()];
  }

  /** The list's filter as an .xlsx file (same filter and sort as the list), streamed in batches. */
  async export(
    body: PageOpportunitiesBody,
    principal: Principal,
    lang: Language,
    reply: FastifyReply,
    maxRows?: number,
  ): Promise<void> {
    staffOnly(principal);
    const filters = filtersOf(body);
    assertExportable(await repo.countOpportunities(this.db, filters), maxRows);
    const sort = { field: body.sortField, order: body.sortOrder };
    const t = (key: MessageKey) => translate(lang, key);
    const productLine = (row: OpportunityRow) => {
      const key = `codeTable.PRODUCT_LINE.${row.productLineCode}`;
      if (key in catalogs[lang]) return t(key as MessageKey);
      return (lang === 'cn' ? row.productLineNameCn : row.productLineNameEn) ?? row.productLineCode;
    };
    const company = (row: OpportunityRow) =>
      lang === 'cn' ? row.companyName : row.companyNameEn || row.companyName;
    const columns: XlsxColumn<OpportunityRow>[] = [
      { header: t('opportunity.field.opptNo'), width: 18, value: (row) => row.opptNo },
      { header: t('opportunity.field.projectName'), width: 28, value: (row) => row.projectName },
      { header: t('opportunity.field.customerName'), width: 28, value: (row) => row.customerName },
      {
        header: t('opportunity.field.customerCreditCode'),
        width: 22,
        value: (row) => row.customerCreditCode,
      },
      { header: t('opportunity.field.company'), width: 24, value: company },
      { header: t('opportunity.field.productLine'), width: 20, value: productLine },
      { header: t('opportunity.field.amount'), width: 18, value: (row) => row.amount },
      { header: t('opportunity.field.currency'), width: 8, value: (row) => row.currency },
      { header: t('opportunity.field.stage'), width: 12, value: (row) => t(stageKey(row.stage)) },
      { header: t('opportunity.field.expectedCloseDate'), width: 14, value: (row) => row.expectedCloseDate },
      { header: t('opportunity.field.salesOwner'), width: 16, value: (row) => row.salesOwnerName },
      { header: t('opportunity.field.planningOwner'), width: 16, value: (row) => row.planningOwnerName },
      { header: t('opportunity.field.protectedUntil'), width: 20, value: (row) => row.protectedUntil },
      { header: t('opportunity.field.sourceReport'), width: 18, value: (row) => row.sourceReportNo },
      { header: t('common.createdAt'), width: 20, value: (row) => row.createdAt },
    ];
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    await sendXlsx(reply, {
      fileName: `${t('opportunity.export.fileName')}-${day}.xlsx`,
      sheetName: t('opportunity.export.sheet'),
      columns,
      batches: pagedBatches((offset, limit) =>
        repo.findOpportunityRows(this.db, filters, sort, { offset, limit }),
      ),
    });
  }

  /** The user, if an active candidate of the owner type (the query behind user/get-sale-user and get-planning-user). */
  private async candidate(tx: DbOrTx, ownerType: OwnerType, userId: number) {
    const candidates = await findActiveInternalUsersWithRole(tx, candidateRole[ownerType]);
    const found = candidates.find((candidate) => candidate.id === userId);
    if (!found)
      throw refused(
        ownerType === 'sales'
          ? 'opportunity.error.notSalesCandidate'
          : 'opportunity.error.notPlanningCandidate',
      );
    return found;
  }
}

function isManager(principal: Principal): boolean {
  return principal.roles.some((role) => managerRoles.includes(role));
}

/** Opportunities are staff business: a partner role granted the code by mistake still gets nothing. */
function staffOnly(principal: Principal) {
  if (principal.kind !== 'internal') throw noPermission();
}
