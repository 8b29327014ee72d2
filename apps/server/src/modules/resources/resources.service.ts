import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  Language,
  Page,
  PageResourceDownloadsBody,
  PageResourcesBody,
  Resource,
  ResourceDownload,
  ResourceShelf,
  ResourceViewLink,
  SaveResourceBody,
} from '@portal/contract';
import { resourceCategoryShelf, resourceExtensions, resourceKindOf } from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import type { Principal } from '../../core/principal';
import { sharedSecret } from '../../core/secrets';
import { pagedQuery } from '../../core/sql';
import { assertCurrentVersion } from '../../core/versions';
import type { Database, DbOrTx } from '../../db/database';
import type { Download, FilesService } from '../files';
import { notify } from '../notifications';
import { findCompanyWithTypes } from '../partners';
import * as repo from './resources.repository';
import type { Audience, ResourceRow } from './resources.repository';

/** A view link is good for this long: a video is played and sought by range requests with it meanwhile. */
export const viewLinkSeconds = 60 * 60;

/** A resource's saved fields as its audit entries keep them (before and after a save). */
function audited(row: repo.NewResourceRow) {
  return {
    shelf: row.shelf,
    category: row.category,
    productLineCode: row.productLineCode ?? null,
    nameCn: row.nameCn,
    nameEn: row.nameEn,
    nameKr: row.nameKr,
    descriptionCn: row.descriptionCn ?? null,
    descriptionEn: row.descriptionEn ?? null,
    descriptionKr: row.descriptionKr ?? null,
    languages: row.languages,
    audienceCompanyTypes: row.audienceCompanyTypes,
    audienceTiers: row.audienceTiers,
    kind: row.kind,
    fileId: row.fileId,
    version: row.version ?? 1,
  };
}

export function toResource(row: ResourceRow): Resource {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** What a reader may see: staff every resource, a partner what its company's types and tier may. */
async function audienceOf(
  db: DbOrTx,
  reader: { kind: 'internal' | 'partner'; companyId: number | null },
): Promise<Audience | undefined> {
  if (reader.kind === 'internal') return undefined;
  const company = reader.companyId === null ? undefined : await findCompanyWithTypes(db, reader.companyId);
  return { types: company?.typeCodes ?? [], tier: company?.companyRole ?? null };
}

const nameIn = (row: { nameCn: string; nameEn: string; nameKr: string }, language: Language) =>
  language === 'cn' ? row.nameCn : language === 'kr' ? row.nameKr : row.nameEn;

export class ResourcesService {
  constructor(
    private readonly db: Database,
    private readonly files: FilesService,
  ) {}

  async page(shelf: ResourceShelf, body: PageResourcesBody, principal: Principal): Promise<Page<Resource>> {
    const filters: repo.ResourceFilters = {
      shelf,
      audience: await audienceOf(this.db, principal),
      keyword: body.keyword,
      category: body.category,
      productLineCode: body.productLineCode,
      kind: body.kind,
      language: body.language,
    };
    const sort = { field: body.sortField, order: body.sortOrder };
    return pagedQuery(
      this.db,
      body,
      (window) => repo.findResourceRows(this.db, filters, sort, window),
      () => repo.countResources(this.db, filters),
      toResource,
    );
  }

  /** A resource of the shelf the reader may read; any other is "not found". */
  private async readable(shelf: ResourceShelf | undefined, id: number, reader: Principal | repo.Reader) {
    const row = await repo.findResource(this.db, id, { shelf, audience: await audienceOf(this.db, reader) });
    if (!row) throw recordNotFound();
    return row;
  }

  async get(shelf: ResourceShelf, id: number, principal: Principal): Promise<Resource> {
    return toResource(await this.readable(shelf, id, principal));
  }

  /**
   * The file as an attachment, after the rights check. An answer that starts at the first byte (the
   * whole file, or a range from 0) is one download: counted and logged; a later range of the same
   * download (a resumed transfer) is not counted again.
   */
  async download(shelf: ResourceShelf, id: number, principal: Principal, startsAtZero: boolean) {
    const row = await this.readable(shelf, id, principal);
    const download = await this.files.openFile(row.fileId);
    if (startsAtZero) {
      await this.db.transaction((tx) =>
        repo.recordDownload(tx, {
          resourceId: row.id,
          version: row.version,
          userId: principal.userId,
          companyId: principal.companyId,
        }),
      );
    }
    return download;
  }

  /** A link the page's <video> and PDF viewer read the file by: `resourceId.userId.expiry.signature`. */
  async viewLink(shelf: ResourceShelf, id: number, principal: Principal): Promise<ResourceViewLink> {
    const row = await this.readable(shelf, id, principal);
    const expires = Math.floor(Date.now() / 1000) + viewLinkSeconds;
    const payload = `${row.id}.${principal.userId}.${expires}`;
    const signature = createHmac('sha256', await this.key())
      .update(payload)
      .digest('base64url');
    return {
      url: `/api/empower/view-resource?ticket=${payload}.${signature}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /**
   * The file inline, by a view link's ticket: genuine, unexpired, its user still active and still
   * allowed to read the resource (checked on every request). Anything else is "not found".
   */
  async view(ticket: string): Promise<Download> {
    const [resource, user, expires, signature] = ticket.split('.');
    const numeric = /^\d{1,10}$/;
    if (!resource || !user || !expires || !signature) throw refused('error.fileNotFound');
    if (!numeric.test(resource) || !numeric.test(user) || !numeric.test(expires))
      throw refused('error.fileNotFound');
    const expected = createHmac('sha256', await this.key())
      .update(`${resource}.${user}.${expires}`)
      .digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw refused('error.fileNotFound');
    if (Number(expires) < Date.now() / 1000) throw refused('error.fileNotFound');
    const reader = await repo.findReader(this.db, Number(user));
    if (!reader || reader.status !== 'active') throw refused('error.fileNotFound');
    const row = await repo.findResource(this.db, Number(resource), {
      shelf: undefined,
      audience: await audienceOf(this.db, reader),
    });
    if (!row) throw refused('error.fileNotFound');
    const download = await this.files.openFile(row.fileId);
    return { ...download, contentDisposition: download.contentDisposition.replace(/^attachment/, 'inline') };
  }

  /**
   * Creates or edits a resource. Its file must be one uploaded for the library (uploadResource) by staff;
   * another file on an edit is a new version: the version rises and everyone who downloaded an older
   * one is told, in the same transaction.
   */
  async save(body: SaveResourceBody, principal: Principal): Promise<Resource> {
    const id = await this.db.transaction(async (tx) => {
      const file = await repo.findUploadedFile(tx, body.fileId);
      if (!file || file.purpose !== 'resource' || file.companyId !== null)
        throw refused('resource.fileInvalid');
      if (!(resourceExtensions as readonly string[]).includes(file.ext))
        throw refused('resource.fileInvalid');
      const values = {
        shelf: resourceCategoryShelf[body.category],
        category: body.category,
        productLineCode: body.productLineCode,
        nameCn: body.nameCn,
        nameEn: body.nameEn,
        nameKr: body.nameKr,
        descriptionCn: body.descriptionCn,
        descriptionEn: body.descriptionEn,
        descriptionKr: body.descriptionKr,
        languages: body.languages,
        audienceCompanyTypes: body.audienceCompanyTypes,
        audienceTiers: body.audienceTiers,
        kind: resourceKindOf(file.ext),
        fileId: file.id,
        updatedBy: principal.userId,
      };
      if (body.id === undefined) {
        const created = await repo.insertResource(tx, values);
        await insertAuditEntry(tx, {
          entity: 'resource',
          entityId: created,
          action: 'create',
          actorId: principal.userId,
          before: null,
          after: audited({ ...values, version: 1 }),
        });
        return created;
      }
      const current = await repo.lockResource(tx, body.id);
      if (!current) throw recordNotFound();
      assertCurrentVersion(current.rowVersion, body.rowVersion);
      const newVersion = current.fileId !== file.id;
      const version = newVersion ? current.version + 1 : current.version;
      await repo.updateResource(tx, body.id, { ...values, version });
      // Audited as configuration changes are: the saved fields before and after (core/audit.ts).
      await insertAuditEntry(tx, {
        entity: 'resource',
        entityId: body.id,
        action: newVersion ? 'newVersion' : 'edit',
        actorId: principal.userId,
        before: audited(current),
        after: audited({ ...values, version }),
      });
      if (newVersion) await this.tellDownloaders(tx, { ...values, id: body.id, version }, principal.userId);
      return body.id;
    });
    const row = await repo.findResource(this.db, id, { shelf: undefined, audience: undefined });
    return toResource(row!);
  }

  /** A new version: a notice to each user who downloaded an older one, with the name in the user's language. */
  private async tellDownloaders(
    tx: DbOrTx,
    resource: {
      id: number;
      shelf: ResourceShelf;
      nameCn: string;
      nameEn: string;
      nameKr: string;
      version: number;
    },
    exceptUserId: number,
  ): Promise<void> {
    const downloaders = await repo.downloadersBefore(tx, resource.id, resource.version);
    const groups = new Map<string, { companyId: number | null; language: Language; userIds: number[] }>();
    for (const d of downloaders) {
      const language: Language = d.language === 'cn' || d.language === 'kr' ? d.language : 'en';
      const key = `${d.companyId ?? ''}:${language}`;
      const group = groups.get(key) ?? { companyId: d.companyId, language, userIds: [] };
      group.userIds.push(d.userId);
      groups.set(key, group);
    }
    for (const group of groups.values()) {
      await notify(
        tx,
        group.userIds,
        {
          kind: 'resourceUpdated',
          subjectKind: resource.shelf === 'training' ? 'trainingResource' : 'libraryResource',
          subjectId: resource.id,
          params: { no: `v${resource.version}`, title: nameIn(resource, group.language) },
          companyId: group.companyId,
        },
        exceptUserId,
      );
    }
  }

  async pageDownloads(body: PageResourceDownloadsBody): Promise<Page<ResourceDownload>> {
    return pagedQuery(
      this.db,
      body,
      (window) => repo.findDownloadRows(this.db, body.resourceId, window),
      () => repo.countDownloads(this.db, body.resourceId),
      (row) => ({ ...row, downloadedAt: row.downloadedAt.toISOString() }),
    );
  }

  private key(): Promise<string> {
    return sharedSecret(this.db, 'resource-view-links');
  }
}
