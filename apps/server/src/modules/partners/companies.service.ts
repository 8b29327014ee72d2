import type {
  ChangeCompanyStatusBody,
  Company,
  CompanyInfo,
  ContactPerson,
  GetContactPeopleQuery,
  OwnerCandidate,
  Page,
  PageCompaniesBody,
  PartnerType,
  SaveCompanyBody,
} from '@portal/contract';
import { codeTypes, companyStatusTransitions, statusAction } from '@portal/contract';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import { lockForTransaction } from '../../core/locks';
import type { Principal } from '../../core/principal';
import { availableActions, checkTransition } from '../../core/transitions';
import { assertCurrentVersion } from '../../core/versions';
import type { Database, DbOrTx } from '../../db/database';
import { findActiveInternalUsersWithRole, revokeSessionsOfUsers } from '../identity';
import { partnerTypeOf } from '../reference-data';
import * as repo from './companies.repository';
import type { CompanyRow } from './companies.repository';

/** Serialises company saves, so the code and credit-code checks cannot race. */
const saveLockKey = 727_274_011;

/** The fields of a company an update compares, for the audit entry. */
const auditedFields = [
  'code',
  'name',
  'nameEn',
  'nameKr',
  'creditCode',
  'countryId',
  'region',
  'companyRole',
  'channelManagerId',
  'maxCustomers',
  'licenceFileId',
] as const;

function toCompany(row: CompanyRow, principal: Principal): Company {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameEn: row.nameEn,
    nameKr: row.nameKr,
    creditCode: row.creditCode,
    region: row.region,
    countryId: row.countryId,
    companyRole: row.companyRole,
    status: row.status,
    rowVersion: row.rowVersion,
    actions: availableActions(companyStatusTransitions, row.status, principal),
    typeCodes: row.typeCodes,
    channelManagerId: row.channelManagerId,
    channelManagerName: row.channelManagerName,
    maxCustomers: row.maxCustomers,
    userCount: row.userCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Partner companies: staff read them with `partner.company` and change them with `partner.company.edit`. */
export class CompaniesService {
  constructor(private readonly db: Database) {}

  async page(body: PageCompaniesBody, principal: Principal): Promise<Page<Company>> {
    staffOnly(principal);
    const page = await repo.findCompanyPage(
      this.db,
      {
        keyword: body.keyword || undefined,
        typeCode: body.typeCode || undefined,
        companyRole: body.companyRole || undefined,
        region: body.region ?? undefined,
        status: body.status ?? undefined,
      },
      { field: body.sortField, order: body.sortOrder },
      body,
    );
    return { ...page, list: page.list.map((row) => toCompany(row, principal)) };
  }

  async get(id: number, principal: Principal): Promise<CompanyInfo> {
    staffOnly(principal);
    return this.info(this.db, id, principal);
  }

  private async info(db: DbOrTx, id: number, principal: Principal): Promise<CompanyInfo> {
    const row = await repo.findCompanyById(db, id);
    if (!row) throw recordNotFound();
    const file = row.licenceFileId ? await repo.findFileName(db, row.licenceFileId) : undefined;
    return {
      ...toCompany(row, principal),
      licenceFile: file
        ? { id: file.id, name: file.name, docUrl: `/api/doc-upload/download?id=${file.id}` }
        : null,
    };
  }

  /** Creates a company (no id) or updates one, with its types, in one transaction with its audit entry. */
  async save(body: SaveCompanyBody, principal: Principal): Promise<CompanyInfo> {
    staffOnly(principal);
    const typeCodes = [...new Set(body.typeCodes)].sort();
    return this.db.transaction(async (tx) => {
      await lockForTransaction(tx, saveLockKey);
      if (body.id !== undefined) {
        const locked = await repo.lockCompany(tx, body.id);
        if (!locked) throw recordNotFound();
        assertCurrentVersion(locked.rowVersion, body.rowVersion);
      }
      const before = body.id !== undefined ? await repo.findCompanyById(tx, body.id) : undefined;
      await this.checkCompany(tx, body, typeCodes);

      const values = {
        code: body.code,
        name: body.name,
        nameEn: body.nameEn,
        nameKr: body.nameKr,
        creditCode: body.creditCode,
        countryId: body.countryId,
        region: body.region,
        companyRole: body.companyRole,
        channelManagerId: body.channelManagerId,
        maxCustomers: body.maxCustomers,
        licenceFileId: body.licenceFileId,
      };
      let id: number;
      if (before) {
        id = before.id;
        await repo.updateCompany(tx, id, values);
        await repo.replaceCompanyTypes(tx, id, typeCodes);
        const changed: string[] = auditedFields.filter((field) => before[field] !== values[field]);
        if (before.typeCodes.join(',') !== typeCodes.join(',')) changed.push('typeCodes');
        await insertAuditEntry(tx, {
          entity: 'company',
          entityId: id,
          action: 'update',
          fromState: before.status,
          toState: before.status,
          actorId: principal.userId,
          comment: changed.length > 0 ? `changed: ${changed.join(', ')}` : 'no change',
        });
      } else {
        id = await repo.insertCompany(tx, { ...values, status: 'active' });
        await repo.replaceCompanyTypes(tx, id, typeCodes);
        await insertAuditEntry(tx, {
          entity: 'company',
          entityId: id,
          action: 'create',
          toState: 'active',
          actorId: principal.userId,
          comment: body.code,
        });
      }
      return this.info(tx, id, principal);
    });
  }

  /** The rules of a company beyond its field formats; each refusal names its field. */
  private async checkCompany(tx: DbOrTx, body: SaveCompanyBody, typeCodes: string[]) {
    const codeOwner = await repo.findCompanyIdByCode(tx, body.code);
    if (codeOwner !== undefined && codeOwner !== body.id)
      throw refused('partner.error.codeTaken', { code: body.code });
    if (body.creditCode) {
      const creditOwner = await repo.findCompanyIdByCreditCode(tx, body.creditCode);
      if (creditOwner !== undefined && creditOwner !== body.id)
        throw refused('partner.error.creditCodeTaken', { creditCode: body.creditCode });
    }
    if (!(await repo.countryExists(tx, body.countryId))) throw refused('partner.error.countryInvalid');
    const activeTypes = await repo.findActiveCodes(tx, codeTypes.partnerType, typeCodes);
    const badType = typeCodes.find((code) => !activeTypes.has(code));
    if (badType !== undefined) throw refused('partner.error.typeCodeInvalid', { code: badType });
    const activeRoles = await repo.findActiveCodes(tx, codeTypes.companyRole, [body.companyRole]);
    if (!activeRoles.has(body.companyRole))
      throw refused('partner.error.companyRoleInvalid', { code: body.companyRole });
    if (
      body.channelManagerId !== null &&
      !(await repo.isActiveInternalWithRole(tx, body.channelManagerId, 'channel'))
    )
      throw refused('partner.error.channelManagerInvalid');
    if (body.licenceFileId !== null && !(await repo.findFileName(tx, body.licenceFileId)))
      throw refused('partner.error.licenceFileInvalid');
  }

  /**
   * Enables or disables a company, through its transition table; disabling ends every login session
   * of its users at once. Asking for the status the company already has changes nothing.
   */
  async changeStatus(body: ChangeCompanyStatusBody, principal: Principal): Promise<CompanyInfo> {
    staffOnly(principal);
    return this.db.transaction(async (tx) => {
      const current = await repo.lockCompany(tx, body.id);
      if (!current) throw recordNotFound();
      assertCurrentVersion(current.rowVersion, body.rowVersion);
      if (current.status !== body.status) {
        const to = checkTransition({
          table: companyStatusTransitions,
          action: statusAction(body.status),
          record: { id: body.id, state: current.status },
          principal,
          // Only reachable when the status moved since the client read it.
          refusal: 'error.staleRecord',
        });
        await repo.updateCompany(tx, body.id, { status: to });
        if (to === 'disabled') {
          const userIds = await repo.findUserIdsOfCompany(tx, body.id);
          await revokeSessionsOfUsers(tx, userIds, 'company-disabled');
        }
        await insertAuditEntry(tx, {
          entity: 'company',
          entityId: body.id,
          action: 'change-status',
          fromState: current.status,
          toState: to,
          actorId: principal.userId,
        });
      }
      return this.info(tx, body.id, principal);
    });
  }

  async partnerTypes(): Promise<PartnerType[]> {
    return (await repo.findActivePartnerTypes(this.db)).map(partnerTypeOf);
  }

  /** Active users of the caller's company (a partner), or of the company a staff member names. */
  async contactPeople(query: GetContactPeopleQuery, principal: Principal): Promise<ContactPerson[]> {
    const companyId = principal.kind === 'partner' ? principal.companyId : (query.companyId ?? null);
    if (companyId === null) return [];
    return repo.findContactPeople(this.db, companyId);
  }

  channelManagers(principal: Principal): Promise<OwnerCandidate[]> {
    staffOnly(principal);
    return findActiveInternalUsersWithRole(this.db, 'channel');
  }
}

/** Partner companies are managed by staff; a partner role granted the code by mistake still gets nothing. */
function staffOnly(principal: Principal) {
  if (principal.kind !== 'internal') throw noPermission();
}
