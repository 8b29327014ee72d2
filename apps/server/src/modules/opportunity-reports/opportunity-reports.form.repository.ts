import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import {
  companies,
  equipmentModels,
  files,
  locations,
  opportunityReportFiles,
  productLines,
  registrationAgreements,
  users,
} from '../../db/schema';

/** What the report form refers to: product lines, equipment models, contacts, files, partners, the agreement. */

export async function findActiveProductLines(db: DbOrTx) {
  return db
    .select({
      code: productLines.code,
      nameCn: productLines.nameCn,
      nameEn: productLines.nameEn,
      nameKr: productLines.nameKr,
    })
    .from(productLines)
    .where(eq(productLines.active, true))
    .orderBy(asc(productLines.sort), asc(productLines.code));
}

export async function findEquipmentModelsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: equipmentModels.id,
      productLineCode: equipmentModels.productLineCode,
      kind: equipmentModels.kind,
      active: equipmentModels.active,
    })
    .from(equipmentModels)
    .where(inArray(equipmentModels.id, ids));
}

export async function findActiveUserIdsOfCompany(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), inArray(users.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function findFilesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: files.id,
      companyId: files.companyId,
      uploadedBy: files.uploadedBy,
      purpose: files.purpose,
    })
    .from(files)
    .where(inArray(files.id, ids));
}

export async function findFileIdsOfReport(db: DbOrTx, reportId: number) {
  const rows = await db
    .select({ id: opportunityReportFiles.fileId })
    .from(opportunityReportFiles)
    .where(eq(opportunityReportFiles.reportId, reportId));
  return new Set(rows.map((row) => row.id));
}

/** Active partner companies (one when `onlyId` is given), by name. */
export async function findActivePartners(db: DbOrTx, onlyId?: number) {
  return db
    .select({
      id: companies.id,
      code: companies.code,
      name: companies.name,
      nameEn: companies.nameEn,
      country: locations.code,
      region: companies.region,
      nameKr: companies.nameKr,
    })
    .from(companies)
    .leftJoin(locations, and(eq(locations.id, companies.countryId), eq(locations.parentId, -1)))
    .where(and(eq(companies.status, 'active'), onlyId !== undefined ? eq(companies.id, onlyId) : undefined))
    .orderBy(asc(companies.name), asc(companies.id));
}

export async function findPartnerCompany(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: companies.id, status: companies.status })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return rows[0];
}

// ---------------------------------------------------------------- equipment

const equipmentColumns = {
  id: equipmentModels.id,
  productLineCode: equipmentModels.productLineCode,
  model: equipmentModels.model,
  kind: equipmentModels.kind,
  description: equipmentModels.description,
  descriptionCn: equipmentModels.descriptionCn,
  descriptionKr: equipmentModels.descriptionKr,
};

/** A page of the active equipment models, searched literally in model and description. */
export function findEquipmentPage(
  db: DbOrTx,
  filters: { keyword?: string; productLineCode?: string; kind?: 'iop' | 'no_iop' | 'robot' },
  page: { pageNum: number; pageSize: number },
) {
  const conditions: SQL[] = [eq(equipmentModels.active, true)];
  if (filters.productLineCode) conditions.push(eq(equipmentModels.productLineCode, filters.productLineCode));
  if (filters.kind) conditions.push(eq(equipmentModels.kind, filters.kind));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(equipmentModels.model, pattern),
        ilike(equipmentModels.description, pattern),
        ilike(equipmentModels.descriptionCn, pattern),
        ilike(equipmentModels.descriptionKr, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  return pagedQuery(
    db,
    page,
    (window) =>
      db
        .select(equipmentColumns)
        .from(equipmentModels)
        .where(where)
        .orderBy(asc(equipmentModels.productLineCode), asc(equipmentModels.model))
        .limit(window.limit)
        .offset(window.offset),
    async () => {
      const counted = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(equipmentModels)
        .where(where);
      return counted[0]?.n ?? 0;
    },
  );
}

export async function findEquipmentModelsOfLine(db: DbOrTx, productLineCode: string) {
  return db
    .select(equipmentColumns)
    .from(equipmentModels)
    .where(and(eq(equipmentModels.productLineCode, productLineCode), eq(equipmentModels.active, true)))
    .orderBy(asc(equipmentModels.model));
}

// ---------------------------------------------------------------- agreement

export async function findAgreement(db: DbOrTx, companyId: number, year: number) {
  const rows = await db
    .select({ confirmedAt: registrationAgreements.confirmedAt })
    .from(registrationAgreements)
    .where(and(eq(registrationAgreements.companyId, companyId), eq(registrationAgreements.year, year)))
    .limit(1);
  return rows[0];
}

/** Records the confirmation once; answers the stored one (the first confirmation stays). */
export async function insertAgreement(db: DbOrTx, companyId: number, year: number, userId: number) {
  await db.insert(registrationAgreements).values({ companyId, year, userId }).onConflictDoNothing();
  return (await findAgreement(db, companyId, year))!;
}
