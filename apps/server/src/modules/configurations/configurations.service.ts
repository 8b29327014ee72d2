import type { FastifyReply } from 'fastify';
import type {
  CheckResult,
  Configuration,
  CreateModelBody,
  ExportColumnsChoice,
  ItemInfo,
  Language,
  MessageKey,
  ModelDefinition,
  ModelFilter,
  ModelInfo,
  ModelIssue,
  ModelItem,
  ModelSummary,
  ModelVersion,
  Page,
  PageModelsBody,
  SaveDraftBody,
} from '@portal/contract';
import {
  checkModel,
  evaluate,
  isSavable,
  modelDefinitionSchema,
  modelIssueMessage,
  nameInLanguage,
  permissions,
  translate,
  violationMessage,
} from '@portal/contract';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { insertAuditEntries } from '../../core/audit';
import { pagedQuery } from '../../core/sql';
import { assertExportable, datedFileName, pagedBatches, sendXlsx } from '../../core/xlsx-export';
import { assertCurrentVersion } from '../../core/versions';
import type { Database, DbOrTx } from '../../db/database';
import { productLineNamesIn } from '../reference-data';
import { priceConfiguration } from './configuration-price';
import * as repo from './configurations.repository';
import { itemKey } from '../materials';
import { findItems, lookupItems } from './material-reads';

/** Every material a definition names: the base material, the options' items and the quantity rules' items. */
function itemsOf(definition: ModelDefinition): ModelItem[] {
  return [
    { kind: 'material', id: definition.baseMaterialId },
    ...definition.groups.flatMap((group) => group.options.map((option) => option.item)),
    ...definition.rules.flatMap((rule) => (rule.kind === 'quantity' ? [rule.item] : [])),
  ];
}

const namesOf = (row: { nameCn: string; nameEn: string | null; nameKr: string | null }) => ({
  cn: row.nameCn,
  en: row.nameEn,
  kr: row.nameKr,
});

/** Published definitions by version id, parsed once: the rule engine indexes each definition object once. */
const versionCache = new Map<number, repo.VersionWithModel>();
const versionCacheSize = 500;

/**
 * Configurable products: drafts checked by the rule engine before every save, published versions frozen,
 * and configurations re-evaluated and priced here (never trusted from the client).
 */
export class ConfigurationsService {
  constructor(private readonly db: Database) {}

  /** Checking, configuring and reading versions: the menu's readers and solution designers. */
  private assertCanConfigure(principal: Principal) {
    if (
      !principal.permissions.has(permissions.integratedMaterial) &&
      !principal.permissions.has(permissions.solutionDesign)
    )
      throw noPermission();
  }

  private actionsOf(principal: Principal): ModelSummary['actions'] {
    return principal.permissions.has(permissions.configurationEdit) ? ['edit', 'publish'] : [];
  }

  async page(body: PageModelsBody, principal: Principal): Promise<Page<ModelSummary>> {
    const filters = filtersOf(body);
    return pagedQuery(
      this.db,
      body,
      (window) => repo.findModels(this.db, filters, { field: body.sortField, order: body.sortOrder }, window),
      () => repo.countModels(this.db, filters),
      (row): ModelSummary => ({
        id: row.id,
        code: row.code,
        names: namesOf(row),
        productLineCode: row.productLineCode,
        status: row.status,
        latestVersion: row.latestVersion,
        latestVersionId: row.latestVersionId,
        updatedAt: row.updatedAt.toISOString(),
        actions: this.actionsOf(principal),
      }),
    );
  }

  /** The list as it is filtered and sorted, as a workbook in the reader's language. */
  async export(body: ModelFilter & ExportColumnsChoice, lang: Language, reply: FastifyReply): Promise<void> {
    const filters = filtersOf(body);
    assertExportable(await repo.countModels(this.db, filters));
    const t = (key: MessageKey) => translate(lang, key);
    const productLines = await productLineNamesIn(this.db, lang);
    const sort = { field: body.sortField, order: body.sortOrder };
    await sendXlsx<repo.ModelListRow>(reply, {
      fileName: datedFileName(t('configuration.exportName')),
      sheetName: t('configuration.exportName'),
      only: body.columns,
      columns: [
        { key: 'code', header: t('configuration.field.code'), width: 20, value: (r) => r.code },
        {
          key: 'name',
          header: t('configuration.field.name'),
          width: 36,
          value: (r) => nameInLanguage(namesOf(r), lang),
        },
        {
          key: 'productLine',
          header: t('configuration.field.productLine'),
          width: 20,
          value: (r) => (r.productLineCode ? (productLines.get(r.productLineCode) ?? r.productLineCode) : ''),
        },
        {
          key: 'status',
          header: t('configuration.field.status'),
          width: 12,
          value: (r) => t(`configuration.status.${r.status}`),
        },
        {
          key: 'latestVersion',
          header: t('configuration.field.latestVersion'),
          width: 10,
          value: (r) => r.latestVersion ?? '',
        },
        {
          key: 'updatedAt',
          header: t('configuration.field.updatedAt'),
          width: 20,
          value: (r) => r.updatedAt,
        },
      ],
      batches: pagedBatches((offset, limit) => repo.findModels(this.db, filters, sort, { offset, limit })),
    });
  }

  async get(id: number, principal: Principal, db: DbOrTx = this.db): Promise<ModelInfo> {
    const row = await repo.findModel(db, id);
    if (!row) throw recordNotFound();
    const [versions, items] = await Promise.all([
      repo.findVersions(db, id),
      findItems(db, itemsOf(row.draft)),
    ]);
    const latest = versions.find((version) => version.version === row.latestVersion);
    return {
      id: row.id,
      code: row.code,
      names: namesOf(row),
      productLineCode: row.productLineCode,
      status: row.status,
      latestVersion: row.latestVersion,
      latestVersionId: latest?.id ?? null,
      updatedAt: row.updatedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      actions: this.actionsOf(principal),
      rowVersion: row.rowVersion,
      definition: row.draft,
      issues: checkModel(row.draft),
      versions: versions.map((version) => ({
        ...version,
        publishedAt: version.publishedAt.toISOString(),
      })),
      items: [...items.values()],
    };
  }

  async create(body: CreateModelBody, principal: Principal, lang: Language): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      if (await repo.modelCodeTaken(tx, body.code))
        throw refused('configuration.error.codeTaken', { code: body.code });
      const definition: ModelDefinition = { baseMaterialId: body.baseMaterialId, groups: [], rules: [] };
      await this.assertItemsExist(tx, definition, lang);
      const id = await repo.insertModel(tx, {
        code: body.code,
        nameCn: body.names.cn,
        nameEn: body.names.en ?? null,
        nameKr: body.names.kr ?? null,
        productLineCode: body.productLineCode ?? null,
        draft: definition,
        createdBy: principal.userId,
        updatedBy: principal.userId,
      });
      await insertAuditEntries(tx, [
        {
          entity: repo.configurableProductEntity,
          entityId: id,
          action: 'create',
          toState: 'draft',
          actorId: principal.userId,
        },
      ]);
      return { id };
    });
  }

  /** Saves the draft when the rule engine finds no error in it; an impossible model is refused, nothing saved. */
  async saveDraft(body: SaveDraftBody, principal: Principal, lang: Language): Promise<ModelInfo> {
    const definition = body.definition;
    this.refuseIssues(checkModel(definition), 'configuration.error.modelIssues', lang, isSavable);
    return this.db.transaction(async (tx) => {
      const row = await repo.findModel(tx, body.id, true);
      if (!row) throw recordNotFound();
      assertCurrentVersion(row.rowVersion, body.rowVersion);
      await this.assertItemsExist(tx, definition, lang);
      await repo.updateModel(tx, row.id, {
        nameCn: body.names.cn,
        nameEn: body.names.en ?? null,
        nameKr: body.names.kr ?? null,
        productLineCode: body.productLineCode ?? null,
        draft: definition,
        updatedBy: principal.userId,
      });
      await insertAuditEntries(tx, [
        {
          entity: repo.configurableProductEntity,
          entityId: row.id,
          action: 'save',
          actorId: principal.userId,
        },
      ]);
      return this.get(row.id, principal, tx);
    });
  }

  /** Publishes the draft as version n+1, only when it checks clean (no error, no warning). */
  async publish(
    body: { id: number; rowVersion?: number },
    principal: Principal,
    lang: Language,
  ): Promise<ModelInfo> {
    return this.db.transaction(async (tx) => {
      const row = await repo.findModel(tx, body.id, true);
      if (!row) throw recordNotFound();
      assertCurrentVersion(row.rowVersion, body.rowVersion);
      const definition = modelDefinitionSchema.parse(row.draft);
      this.refuseIssues(
        checkModel(definition),
        'configuration.error.notClean',
        lang,
        (issues) => issues.length === 0,
      );
      if (definition.groups.length === 0)
        throw refused('configuration.error.notClean', {
          issue: translate(lang, 'configuration.issue.noOptions', { group: '' }),
        });
      await this.assertItemsExist(tx, definition, lang);
      const version = (row.latestVersion ?? 0) + 1;
      await repo.insertVersion(tx, { modelId: row.id, version, definition, publishedBy: principal.userId });
      await repo.updateModel(tx, row.id, {
        status: 'published',
        latestVersion: version,
        updatedBy: principal.userId,
      });
      await insertAuditEntries(tx, [
        {
          entity: repo.configurableProductEntity,
          entityId: row.id,
          action: 'publish',
          fromState: row.status,
          toState: 'published',
          actorId: principal.userId,
          comment: `v${version}`,
        },
      ]);
      return this.get(row.id, principal, tx);
    });
  }

  async getVersion(id: number, principal: Principal): Promise<ModelVersion> {
    this.assertCanConfigure(principal);
    const version = await this.version(id);
    const items = await findItems(this.db, itemsOf(version.definition));
    return {
      id: version.id,
      modelId: version.modelId,
      code: version.code,
      names: namesOf(version),
      version: version.version,
      definition: version.definition,
      items: [...items.values()],
    };
  }

  /** Evaluates a selection on a published version; a valid one gets its bill of materials and list price. */
  async check(
    body: { modelVersionId: number; selection: string[] },
    principal: Principal,
  ): Promise<CheckResult> {
    this.assertCanConfigure(principal);
    const version = await this.version(body.modelVersionId);
    const evaluation = evaluate(version.definition, body.selection);
    const base = { valid: evaluation.valid, options: evaluation.options, violations: evaluation.violations };
    if (!evaluation.resolution) {
      const items = await findItems(this.db, [{ kind: 'material', id: version.definition.baseMaterialId }]);
      const currency = items.get(itemKey('material', version.definition.baseMaterialId))?.currency ?? 'CNY';
      return { ...base, bom: null, listPrice: null, currency, leadTimeDays: null };
    }
    const items = await findItems(
      this.db,
      evaluation.resolution.bom.map((line) => line.item),
    );
    const priced = priceConfiguration(version.definition, evaluation.resolution, items);
    return { ...base, ...priced, leadTimeDays: evaluation.resolution.leadTimeDays };
  }

  /** Stores a configuration after evaluating and pricing it here; an invalid selection is refused. */
  async saveConfiguration(
    body: { modelVersionId: number; selection: string[] },
    principal: Principal,
    lang: Language,
  ): Promise<{ id: number }> {
    this.assertCanConfigure(principal);
    const version = await this.version(body.modelVersionId);
    const evaluation = evaluate(version.definition, body.selection);
    const [violation] = evaluation.violations;
    if (violation || !evaluation.resolution) {
      const message = violation
        ? violationMessage(violation)
        : { key: 'validation.invalid' as const, params: {} };
      throw refused(
        'configuration.error.invalidSelection',
        { violation: translate(lang, message.key, message.params) },
        {
          violations: evaluation.violations,
        },
      );
    }
    const resolution = evaluation.resolution;
    return this.db.transaction(async (tx) => {
      const items = await findItems(
        tx,
        resolution.bom.map((line) => line.item),
      );
      const priced = priceConfiguration(version.definition, resolution, items);
      const id = await repo.insertConfiguration(tx, {
        modelVersionId: version.id,
        selection: resolution.picks.map((pick) => pick.option),
        bom: priced.bom,
        listPrice: priced.listPrice,
        currency: priced.currency,
        createdBy: principal.userId,
      });
      return { id };
    });
  }

  async getConfiguration(id: number, principal: Principal): Promise<Configuration> {
    this.assertCanConfigure(principal);
    const row = await repo.findConfiguration(this.db, id);
    if (!row) throw recordNotFound();
    return {
      id: row.id,
      modelId: row.modelId,
      modelVersionId: row.modelVersionId,
      version: row.version,
      modelCode: row.modelCode,
      modelNames: namesOf(row),
      selection: row.selection,
      bom: row.bom,
      listPrice: row.listPrice,
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
      createdByName: row.createdByName,
    };
  }

  lookupItems(query: { keyword?: string; kind?: ItemInfo['kind'] }): Promise<ItemInfo[]> {
    return lookupItems(this.db, query.keyword || undefined, query.kind);
  }

  /** A published version, its definition parsed once and kept (versions never change). */
  private async version(id: number): Promise<repo.VersionWithModel> {
    const cached = versionCache.get(id);
    if (cached) return cached;
    const row = await repo.findVersion(this.db, id);
    if (!row) throw recordNotFound();
    const parsed = { ...row, definition: modelDefinitionSchema.parse(row.definition) };
    if (versionCache.size >= versionCacheSize) {
      const oldest = versionCache.keys().next();
      if (!oldest.done) versionCache.delete(oldest.value);
    }
    versionCache.set(id, parsed);
    return parsed;
  }

  private refuseIssues(
    issues: ModelIssue[],
    key: 'configuration.error.modelIssues' | 'configuration.error.notClean',
    lang: Language,
    accept: (issues: ModelIssue[]) => boolean,
  ) {
    if (accept(issues)) return;
    const first = issues.find((issue) => issue.severity === 'error') ?? issues[0];
    if (!first) return;
    const message = modelIssueMessage(first);
    throw refused(key, { issue: translate(lang, message.key, message.params) }, { issues });
  }

  private async assertItemsExist(db: DbOrTx, definition: ModelDefinition, lang: Language) {
    const wanted = itemsOf(definition);
    const found = await findItems(db, wanted);
    const missing = wanted.find((item) => !found.has(itemKey(item.kind, item.id)));
    if (missing)
      throw refused('configuration.error.unknownItem', {
        item: `${translate(lang, `configuration.itemKind.${missing.kind}`)} #${missing.id}`,
      });
  }
}

function filtersOf(body: ModelFilter): repo.ModelFilters {
  return {
    keyword: body.keyword || undefined,
    status: body.status ?? undefined,
    productLineCode: body.productLineCode ?? undefined,
  };
}
