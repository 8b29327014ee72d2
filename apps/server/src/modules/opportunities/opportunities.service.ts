import { recordCompanyName } from '@portal/contract';
import type {
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
  ExportColumnsChoice,
  PageOpportunitiesBody,
  PageOpportunityCasesBody,
} from '@portal/contract';
import { opportunityStageActions, opportunityTransitions, targetStates, translate } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { recordNotFound, refused } from '../../core/app-error';
import { findTimeline } from '../../core/audit';
import type { Principal } from '../../core/principal';
import { pagedQuery } from '../../core/sql';
import type { XlsxColumn } from '../../core/xlsx-export';
import {
  assertExportable,
  datedFileName,
  exactAmount,
  pagedBatches,
  registrationNumberColumn,
  sendXlsx,
} from '../../core/xlsx-export';
import type { Database, DbOrTx } from '../../db/database';
import { findActiveInternalUsersWithRole } from '../identity';
import * as creation from './opportunities.creation.repository';
import * as repo from './opportunities.repository';
import type { OpportunityFilters, OpportunityRow } from './opportunities.repository';
import {
  equipmentDescriptionIn,
  isActiveCurrency,
  isActiveProductLine,
  productLineNameIn,
} from '../reference-data';
import { isManager, opportunityActionsOf, staffOnly } from './opportunities.rules';

/** Audit actions whose from/to states are user ids (the timeline shows their names). */
const ownerActions = new Set(['assign-sales', 'assign-planning', 'change-sales', 'change-planning']);

export const stageKey = (stage: OpportunityStage) => `opportunity.stage.${stage}` as const;

/** An opportunity as the caller reads it: its fields, its version and what the caller may do with it. */
export function toOpportunity(row: OpportunityRow, principal: Principal): Opportunity {
  return {
    id: row.id,
    opptNo: row.opptNo,
    projectName: row.projectName,
    customerName: row.customerName,
    customerCreditCode: row.customerCreditCode,
    customerCountry: row.customerCountry,
    customerRegion: row.customerRegion,
    companyId: row.companyId,
    companyName: row.companyName,
    companyNameEn: row.companyNameEn,
    companyNameKr: row.companyNameKr,
    productLineCode: row.productLineCode,
    productLineNameCn: row.productLineNameCn,
    productLineNameEn: row.productLineNameEn,
    productLineNameKr: row.productLineNameKr,
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
    rowVersion: row.rowVersion,
    actions: opportunityActionsOf(row, principal),
  };
}

function filtersOf(body: PageOpportunitiesBody): OpportunityFilters {
  return {
    tab: body.tab,
    keyword: body.keyword || undefined,
    stage: body.stage ?? undefined,
    productLineCode: body.productLineCode || undefined,
    companyId: body.companyId ?? undefined,
    region: body.region || undefined,
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
    const sort = { field: body.sortField, order: body.sortOrder };
    return repo.findOpportunityPage(this.db, filters, sort, body, (row) => toOpportunity(row, principal));
  }

  /** An opportunity with its equipment described in the reader's language. */
  async info(id: number, principal: Principal, lang: Language): Promise<OpportunityInfo> {
    staffOnly(principal);
    const row = await repo.findOpportunityById(this.db, id);
    if (!row) throw recordNotFound();
    const [equipment, timeline, caseCounts, createdByName] = await Promise.all([
      repo.findEquipment(this.db, id),
      findTimeline(this.db, repo.opportunityEntity, id),
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
      ...toOpportunity(row, principal),
      createdById: row.createdById,
      createdByName,
      equipment: equipment.map((line) => ({
        id: line.id,
        equipmentModelId: line.equipmentModelId,
        model: line.model,
        description: equipmentDescriptionIn(line, lang),
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
      if (!(await creation.isActiveCompany(tx, body.companyId)))
        throw refused('opportunity.error.companyInvalid');
      if (!(await isActiveProductLine(tx, body.productLineCode)))
        throw refused('opportunity.error.productLineInvalid', { code: body.productLineCode });
      if (!(await isActiveCurrency(tx, body.currency)))
        throw refused('opportunity.error.currencyInvalid', { code: body.currency });
      const models = new Map(
        (
          await creation.findActiveModels(
            tx,
            body.equipment.map((line) => line.equipmentModelId),
          )
        ).map((m) => [m.id, m]),
      );
      const bad = body.equipment.find(
        (line) => models.get(line.equipmentModelId)?.productLineCode !== body.productLineCode,
      );
      if (bad) throw refused('opportunity.error.equipmentInvalid', { id: bad.equipmentModelId });
      const { id } = await creation.createOpportunity(
        tx,
        {
          companyId: body.companyId,
          projectName: body.projectName,
          customerName: body.customerName,
          customerCreditCode: body.customerCreditCode,
          // Staff enter a unified social credit code: a customer in China.
          customerCountry: body.customerCreditCode === null ? null : 'CN',
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
      return toOpportunity((await repo.findOpportunityById(tx, id))!, principal);
    });
  }

  async cases(body: PageOpportunityCasesBody, principal: Principal): Promise<Page<OpportunityCase>> {
    staffOnly(principal);
    if (!(await repo.findOpportunityById(this.db, body.opportunityId))) throw recordNotFound();
    return pagedQuery(
      this.db,
      body,
      (window) => repo.findCases(this.db, body.opportunityId, window),
      async () => (await repo.countCases(this.db, body.opportunityId)).total,
      (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
    );
  }

  /** The specification's authority call: the opportunity's `actions`, in the shape it answers. */
  async authority(id: number, principal: Principal): Promise<OpportunityAuthority> {
    staffOnly(principal);
    const row = await repo.findOpportunityById(this.db, id);
    if (!row) throw recordNotFound();
    const actions = new Set(opportunityActionsOf(row, principal));
    return {
      canEdit: actions.has('edit'),
      canAssignSales: actions.has('assignSales'),
      canAssignPlanning: actions.has('assignPlanning'),
      canChangeDistribution: actions.has('changeDistribution'),
      canChangeSales: actions.has('changeSales'),
      canChangePlanning: actions.has('changePlanning'),
      nextStages: targetStates(
        opportunityTransitions,
        opportunityStageActions.filter((action) => actions.has(action)),
      ),
    };
  }

  /** The equipment lines grouped by product line and kind, for the detail's collapse tree. */
  async equipmentParents(
    opportunityId: number,
    principal: Principal,
    lang: Language,
  ): Promise<EquipmentParent[]> {
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
          productLineNameKr: line.productLineNameKr,
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
        description: equipmentDescriptionIn(line, lang),
        productLineCode: line.productLineCode,
        kind: line.kind,
        quantity: line.quantity,
      });
    }
    return [...parents.values()];
  }

  /** The list's filter as an .xlsx file (same filter and sort as the list), streamed in batches. */
  async export(
    body: PageOpportunitiesBody & ExportColumnsChoice,
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
    const productLine = (row: OpportunityRow) =>
      row.productLineNameCn === null
        ? row.productLineCode
        : productLineNameIn(
            { nameCn: row.productLineNameCn, nameEn: row.productLineNameEn, nameKr: row.productLineNameKr },
            lang,
          );
    const company = (row: OpportunityRow) => recordCompanyName(row, lang);
    // Keyed as the list's columns (features/opportunities/components/opportunity-list.tsx): the export
    // writes the columns the reader sees when the body names them.
    const columns: XlsxColumn<OpportunityRow>[] = [
      { key: 'opptNo', header: t('opportunity.field.opptNo'), width: 18, value: (row) => row.opptNo },
      {
        key: 'projectName',
        header: t('opportunity.field.projectName'),
        width: 28,
        value: (row) => row.projectName,
      },
      {
        key: 'customerName',
        header: t('opportunity.field.customerName'),
        width: 28,
        value: (row) => row.customerName,
      },
      registrationNumberColumn(lang),
      { key: 'company', header: t('opportunity.field.company'), width: 24, value: company },
      { key: 'productLine', header: t('opportunity.field.productLine'), width: 20, value: productLine },
      {
        key: 'amount',
        header: t('opportunity.field.amount'),
        width: 18,
        value: (row) => exactAmount(row.amount),
      },
      { header: t('opportunity.field.currency'), width: 8, value: (row) => row.currency },
      {
        key: 'stage',
        header: t('opportunity.field.stage'),
        width: 12,
        value: (row) => t(stageKey(row.stage)),
      },
      {
        key: 'expectedCloseDate',
        header: t('opportunity.field.expectedCloseDate'),
        width: 14,
        value: (row) => row.expectedCloseDate,
      },
      {
        key: 'salesOwner',
        header: t('opportunity.field.salesOwner'),
        width: 16,
        value: (row) => row.salesOwnerName,
      },
      {
        key: 'planningOwner',
        header: t('opportunity.field.planningOwner'),
        width: 16,
        value: (row) => row.planningOwnerName,
      },
      {
        key: 'protectedUntil',
        header: t('opportunity.field.protectedUntil'),
        width: 20,
        value: (row) => row.protectedUntil,
      },
      {
        key: 'sourceReport',
        header: t('opportunity.field.sourceReport'),
        width: 18,
        value: (row) => row.sourceReportNo,
      },
      { key: 'createdAt', header: t('common.createdAt'), width: 20, value: (row) => row.createdAt },
    ];
    await sendXlsx(reply, {
      fileName: datedFileName(t('opportunity.export.fileName')),
      sheetName: t('opportunity.export.sheet'),
      columns,
      only: body.columns,
      batches: pagedBatches((offset, limit) =>
        repo.findOpportunityRows(this.db, filters, sort, { offset, limit }),
      ),
    });
  }
}

/** The role whose active internal users are the candidates of each owner type (user/get-sale-user, …). */
const candidateRole: Record<OwnerType, 'sales' | 'planning'> = { sales: 'sales', planning: 'planning' };

/** The user, if an active candidate of the owner type (the query behind user/get-sale-user and get-planning-user). */
export async function ownerCandidate(tx: DbOrTx, ownerType: OwnerType, userId: number) {
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
