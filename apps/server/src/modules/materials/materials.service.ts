import type {
  FunctionStructure,
  Language,
  MaterialLookupQuery,
  MaterialOption,
  MaterialRef,
  MessageKey,
  Page,
  PageVirtualMaterialsBody,
  SaveVirtualMaterialBody,
  VirtualMaterial,
  VirtualMaterialAction,
  VirtualMaterialFields,
  VirtualMaterialFilter,
} from '@portal/contract';
import { functionStructures, nameInLanguage, virtualMaterialTransitions } from '@portal/contract';
import type { Principal } from '../../core/principal';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntries } from '../../core/audit';
import { moneyString } from '../../core/money';
import { availableActions, transition } from '../../core/transitions';
import type { Database, DbOrTx } from '../../db/database';
import { isActiveProductLine } from '../reference-data';
import * as repo from './materials.repository';
import type { VirtualMaterialFilters, VirtualMaterialRow } from './materials.repository';
import { virtualMaterialEntity } from './materials.repository';

const many = <T>(value: T | T[] | null | undefined): T[] | undefined =>
  value === null || value === undefined ? undefined : Array.isArray(value) ? value : [value];

/** The filters of a list body as the repository takes them. */
export function filtersOf(body: VirtualMaterialFilter): VirtualMaterialFilters {
  return {
    keyword: body.keyword || undefined,
    statuses: many(body.status),
    productLineCodes: many(body.productLineCode),
    functionStructures: many(body.functionStructure),
  };
}

/** The column's check allows '1'–'7' only; anything else would read as the first. */
const functionStructureOf = (value: string): FunctionStructure =>
  functionStructures.find((known) => known === value) ?? '1';

export const namesOf = (row: { nameCn: string; nameEn: string; nameKr: string | null }) => ({
  cn: row.nameCn,
  en: row.nameEn,
  kr: row.nameKr,
});

/** A stored price in its currency's minor units ("1200.50" CNY, "1201" KRW). */
const priceOf = (price: string | null, currency: string) =>
  price === null ? null : moneyString(price, currency);

function replacedByOf(row: VirtualMaterialRow, lang: Language): MaterialRef | null {
  if (row.replacedById === null || row.replacedByCode === null || row.replacedByNameCn === null) return null;
  return {
    id: row.replacedById,
    code: row.replacedByCode,
    name: nameInLanguage(
      { cn: row.replacedByNameCn, en: row.replacedByNameEn, kr: row.replacedByNameKr },
      lang,
    ),
  };
}

function toVirtualMaterial(row: VirtualMaterialRow, principal: Principal, lang: Language): VirtualMaterial {
  return {
    id: row.id,
    code: row.code,
    nameCn: row.nameCn,
    nameEn: row.nameEn,
    nameKr: row.nameKr,
    name: nameInLanguage(namesOf(row), lang),
    productLineCode: row.productLineCode,
    functionStructure: functionStructureOf(row.functionStructure),
    unit: row.unit,
    attributes: row.attributes,
    referencePrice: priceOf(row.referencePrice, row.currency),
    currency: row.currency,
    status: row.status,
    replacedBy: replacedByOf(row, lang),
    updatedByName: row.updatedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    rowVersion: row.rowVersion,
    actions: availableActions(virtualMaterialTransitions, row.status, principal),
  };
}

/** The refusal of a move from the wrong state. */
const illegalMove: Record<VirtualMaterialAction, MessageKey> = {
  edit: 'material.refused.notDraft',
  activate: 'material.refused.notDraft',
  retire: 'material.refused.notActive',
  linkReplacement: 'material.refused.noReplacement',
};

/** What a virtual material row stores of the typed fields. */
const storedFields = (fields: VirtualMaterialFields) => ({
  nameCn: fields.nameCn,
  nameEn: fields.nameEn,
  nameKr: fields.nameKr,
  productLineCode: fields.productLineCode,
  functionStructure: fields.functionStructure,
  unit: fields.unit,
  attributes: fields.attributes,
  referencePrice: fields.referencePrice,
  currency: fields.currency,
});

/**
 * Virtual materials. Staff with the menu read them; virtual.edit creates drafts, edits drafts and moves
 * them through `virtualMaterialTransitions` (contract). Partners never see them (no menu, and refused
 * here too). Every change checks the row version when one is sent, raises it, and writes its audit
 * entry in the same transaction.
 */
export class VirtualMaterialsService {
  constructor(private readonly db: Database) {}

  page(body: PageVirtualMaterialsBody, principal: Principal, lang: Language): Promise<Page<VirtualMaterial>> {
    staffOnly(principal);
    const filters = filtersOf(body);
    const sort = { field: body.sortField, order: body.sortOrder };
    return repo.findVirtualMaterialPage(this.db, filters, sort, body, (row) =>
      toVirtualMaterial(row, principal, lang),
    );
  }

  async get(
    id: number,
    principal: Principal,
    lang: Language,
    db: DbOrTx = this.db,
  ): Promise<VirtualMaterial> {
    staffOnly(principal);
    const row = await repo.findVirtualMaterialById(db, id);
    if (!row) throw recordNotFound();
    return toVirtualMaterial(row, principal, lang);
  }

  private async checkProductLine(code: string) {
    if (!(await isActiveProductLine(this.db, code))) throw refused('material.refused.productLineUnknown');
  }

  /** Creates a draft (no id) or edits a draft. */
  async save(body: SaveVirtualMaterialBody, principal: Principal, lang: Language): Promise<VirtualMaterial> {
    // Creating is no move of the machine: its side and permission rule still applies.
    if (principal.kind !== 'internal' || !principal.permissions.has('virtual.edit')) throw noPermission();
    await this.checkProductLine(body.productLineCode);
    return this.db.transaction(async (tx) => {
      if (body.id === undefined) {
        const [created] = await repo.insertVirtualMaterials(tx, [
          {
            ...storedFields(body),
            code: repo.nextVirtualMaterialCode,
            createdBy: principal.userId,
            updatedBy: principal.userId,
          },
        ]);
        await insertAuditEntries(tx, [
          {
            entity: virtualMaterialEntity,
            entityId: created!.id,
            action: 'create',
            toState: 'draft',
            actorId: principal.userId,
          },
        ]);
        return this.get(created!.id, principal, lang, tx);
      }
      const id = body.id;
      await this.move(tx, id, 'edit', principal, body.rowVersion, () =>
        repo.updateVirtualMaterial(tx, id, { ...storedFields(body), updatedBy: principal.userId }),
      );
      return this.get(id, principal, lang, tx);
    });
  }

  /** Locks the record, checks the move (side, permission, version, state), applies it and audits it. */
  private async move(
    tx: DbOrTx,
    id: number,
    action: VirtualMaterialAction,
    principal: Principal,
    sentVersion: number | undefined,
    apply: (to: VirtualMaterialRow['status']) => Promise<void>,
    comment?: string,
  ) {
    const row = await repo.findVirtualMaterialById(tx, id, true);
    if (!row) throw recordNotFound();
    await transition(
      tx,
      virtualMaterialEntity,
      {
        table: virtualMaterialTransitions,
        action,
        record: { id, state: row.status, version: row.rowVersion },
        principal,
        sentVersion,
        refusal: illegalMove[action],
        comment,
      },
      apply,
    );
  }

  /** Activates a draft or retires an active one. */
  async setStatus(
    id: number,
    action: 'activate' | 'retire',
    principal: Principal,
    lang: Language,
    sentVersion?: number,
  ): Promise<VirtualMaterial> {
    return this.db.transaction(async (tx) => {
      await this.move(tx, id, action, principal, sentVersion, (to) =>
        repo.updateVirtualMaterial(tx, id, { status: to, updatedBy: principal.userId }),
      );
      return this.get(id, principal, lang, tx);
    });
  }

  /** Names (or, with null, removes) the real material that replaces an active or retired one. */
  async linkReplacement(
    id: number,
    materialId: number | null,
    principal: Principal,
    lang: Language,
    sentVersion?: number,
  ): Promise<VirtualMaterial> {
    return this.db.transaction(async (tx) => {
      const material = materialId === null ? null : await repo.findMaterialById(tx, materialId);
      if (materialId !== null && !material) throw refused('material.refused.materialUnknown');
      await this.move(
        tx,
        id,
        'linkReplacement',
        principal,
        sentVersion,
        () =>
          repo.updateVirtualMaterial(tx, id, {
            replacedByMaterialId: materialId,
            updatedBy: principal.userId,
          }),
        material?.code ?? undefined,
      );
      return this.get(id, principal, lang, tx);
    });
  }

  /** Inserts imported rows as drafts: all of them or, on any failure, none. */
  async importRows(rows: VirtualMaterialFields[], principal: Principal, fileName: string): Promise<number> {
    if (principal.kind !== 'internal' || !principal.permissions.has('virtual.edit')) throw noPermission();
    return this.db.transaction(async (tx) => {
      let total = 0;
      for (let start = 0; start < rows.length; start += 500) {
        const created = await repo.insertVirtualMaterials(
          tx,
          rows.slice(start, start + 500).map((fields) => ({
            ...storedFields(fields),
            code: repo.nextVirtualMaterialCode,
            createdBy: principal.userId,
            updatedBy: principal.userId,
          })),
        );
        await insertAuditEntries(
          tx,
          created.map((row) => ({
            entity: virtualMaterialEntity,
            entityId: row.id,
            action: 'import',
            toState: 'draft',
            actorId: principal.userId,
            comment: fileName,
          })),
        );
        total += created.length;
      }
      return total;
    });
  }

  /** Real materials and active virtual ones by code or name, real ones first. */
  async lookup(query: MaterialLookupQuery, principal: Principal, lang: Language): Promise<MaterialOption[]> {
    staffOnly(principal);
    const real =
      query.kind === 'virtual' ? [] : await repo.searchMaterials(this.db, query.keyword, query.limit);
    const virtual =
      query.kind === 'material'
        ? []
        : await repo.searchVirtualMaterials(this.db, query.keyword, ['active'], query.limit);
    const options: MaterialOption[] = [
      ...real.map((row) => materialOption(row, lang)),
      ...virtual.map((row) => virtualOption(row, lang)),
    ];
    return options.slice(0, query.limit);
  }
}

function staffOnly(principal: Principal) {
  if (principal.kind !== 'internal') throw noPermission();
}

function materialOption(row: repo.MaterialRow, lang: Language): MaterialOption {
  return {
    kind: 'material',
    id: row.id,
    code: row.code,
    name: nameInLanguage(namesOf(row), lang),
    unit: row.unit,
    price: priceOf(row.listPrice, row.currency),
    currency: row.currency,
    replacedBy: null,
  };
}

function virtualOption(row: VirtualMaterialRow, lang: Language): MaterialOption {
  return {
    kind: 'virtual',
    id: row.id,
    code: row.code,
    name: nameInLanguage(namesOf(row), lang),
    unit: row.unit,
    price: priceOf(row.referencePrice, row.currency),
    currency: row.currency,
    replacedBy: replacedByOf(row, lang),
  };
}
