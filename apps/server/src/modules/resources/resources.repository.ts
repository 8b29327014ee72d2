import type { ResourceCategory, ResourceKind, ResourceShelf, SortOrder } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../core/sql';
import type { CompanyAudience } from '../partners';
import { companyAudienceCondition } from '../partners';
import type { DbOrTx } from '../../db/database';
import { companies, files, resourceDownloads, resources, users } from '../../db/schema';

export type NewResourceRow = typeof resources.$inferInsert;

/** What a partner's company may read by: its types and tier. Staff read every resource (no audience). */
export type Audience = CompanyAudience;

/** Whether a resource is for a company of these types and tier (an empty audience: every company). */
export const audienceCondition = (audience: Audience): SQL =>
  companyAudienceCondition(audience, {
    types: resources.audienceCompanyTypes,
    tiers: resources.audienceTiers,
  });

export interface ResourceFilters {
  shelf: ResourceShelf;
  /** A partner's company: only the resources it may read. */
  audience: Audience | undefined;
  keyword?: string | undefined;
  category?: ResourceCategory | null | undefined;
  productLineCode?: string | null | undefined;
  kind?: ResourceKind | null | undefined;
  language?: string | null | undefined;
}

function resourceWhere(filters: ResourceFilters): SQL {
  const conditions: SQL[] = [eq(resources.shelf, filters.shelf)];
  if (filters.audience) conditions.push(audienceCondition(filters.audience));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(resources.nameCn, pattern),
        ilike(resources.nameEn, pattern),
        ilike(resources.nameKr, pattern),
        ilike(resources.descriptionCn, pattern),
        ilike(resources.descriptionEn, pattern),
        ilike(resources.descriptionKr, pattern),
      )!,
    );
  }
  if (filters.category) conditions.push(eq(resources.category, filters.category));
  if (filters.productLineCode) conditions.push(eq(resources.productLineCode, filters.productLineCode));
  if (filters.kind) conditions.push(eq(resources.kind, filters.kind));
  if (filters.language) conditions.push(sql`${filters.language} = ANY(${resources.languages})`);
  return and(...conditions)!;
}

const resourceColumns = {
  id: resources.id,
  shelf: resources.shelf,
  category: resources.category,
  productLineCode: resources.productLineCode,
  nameCn: resources.nameCn,
  nameEn: resources.nameEn,
  nameKr: resources.nameKr,
  descriptionCn: resources.descriptionCn,
  descriptionEn: resources.descriptionEn,
  descriptionKr: resources.descriptionKr,
  languages: resources.languages,
  kind: resources.kind,
  fileId: resources.fileId,
  fileName: files.originalName,
  fileExt: files.ext,
  fileSize: files.size,
  version: resources.version,
  audienceCompanyTypes: resources.audienceCompanyTypes,
  audienceTiers: resources.audienceTiers,
  downloadCount: resources.downloadCount,
  updatedAt: resources.updatedAt,
  rowVersion: resources.rowVersion,
};
export type ResourceRow = Awaited<ReturnType<typeof findResource>> & object;

const resourceSort = {
  updatedAt: resources.updatedAt,
  downloadCount: resources.downloadCount,
  fileSize: files.size,
};

export function findResourceRows(
  db: DbOrTx,
  filters: ResourceFilters,
  sort: { field: keyof typeof resourceSort; order: SortOrder },
  window: { offset: number; limit: number },
) {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select(resourceColumns)
    .from(resources)
    .innerJoin(files, eq(files.id, resources.fileId))
    .where(resourceWhere(filters))
    .orderBy(direction(resourceSort[sort.field]), direction(resources.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countResources(db: DbOrTx, filters: ResourceFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(resources).where(resourceWhere(filters));
  return row?.total ?? 0;
}

/** One resource of a shelf that the audience (undefined: staff) may read. */
export async function findResource(
  db: DbOrTx,
  id: number,
  scope: { shelf: ResourceShelf | undefined; audience: Audience | undefined },
) {
  const [row] = await db
    .select(resourceColumns)
    .from(resources)
    .innerJoin(files, eq(files.id, resources.fileId))
    .where(
      and(
        eq(resources.id, id),
        scope.shelf ? eq(resources.shelf, scope.shelf) : undefined,
        scope.audience ? audienceCondition(scope.audience) : undefined,
      ),
    );
  return row;
}

export async function lockResource(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
  return row;
}

export async function insertResource(tx: DbOrTx, row: NewResourceRow): Promise<number> {
  const [created] = await tx.insert(resources).values(row).returning({ id: resources.id });
  return created!.id;
}

export async function updateResource(tx: DbOrTx, id: number, values: Partial<NewResourceRow>): Promise<void> {
  await tx
    .update(resources)
    .set({ ...values, updatedAt: sql`now()`, rowVersion: sql`${resources.rowVersion} + 1` })
    .where(eq(resources.id, id));
}

/** Logs a download and counts it, in one transaction. */
export async function recordDownload(
  tx: DbOrTx,
  entry: { resourceId: number; version: number; userId: number; companyId: number | null },
): Promise<void> {
  await tx.insert(resourceDownloads).values(entry);
  await tx
    .update(resources)
    .set({ downloadCount: sql`${resources.downloadCount} + 1` })
    .where(eq(resources.id, entry.resourceId));
}

/** Who downloaded a version older than `version`: each user once, with the company and language. */
export function downloadersBefore(tx: DbOrTx, resourceId: number, version: number) {
  return tx
    .selectDistinct({
      userId: resourceDownloads.userId,
      companyId: resourceDownloads.companyId,
      language: users.language,
    })
    .from(resourceDownloads)
    .innerJoin(users, eq(users.id, resourceDownloads.userId))
    .where(and(eq(resourceDownloads.resourceId, resourceId), sql`${resourceDownloads.version} < ${version}`));
}

export function findDownloadRows(db: DbOrTx, resourceId: number, window: { offset: number; limit: number }) {
  return db
    .select({
      id: resourceDownloads.id,
      userName: users.displayName,
      companyName: companies.name,
      version: resourceDownloads.version,
      downloadedAt: resourceDownloads.downloadedAt,
    })
    .from(resourceDownloads)
    .innerJoin(users, eq(users.id, resourceDownloads.userId))
    .leftJoin(companies, eq(companies.id, resourceDownloads.companyId))
    .where(eq(resourceDownloads.resourceId, resourceId))
    .orderBy(desc(resourceDownloads.downloadedAt), desc(resourceDownloads.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countDownloads(db: DbOrTx, resourceId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(resourceDownloads)
    .where(eq(resourceDownloads.resourceId, resourceId));
  return row?.total ?? 0;
}

/** The kind and purpose of an uploaded file, to check that a resource may take it. */
export async function findUploadedFile(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: files.id, ext: files.ext, purpose: files.purpose, companyId: files.companyId })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

export interface Reader {
  kind: 'internal' | 'partner';
  companyId: number | null;
}

/** A user's kind, company and status (a view link's reader, checked again on each use). */
export async function findReader(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ kind: users.kind, companyId: users.companyId, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
