import type {
  CreateCustomerBody,
  Customer,
  CustomerAction,
  CustomerFilter,
  CustomerInfo,
  DeleteCustomerContactBody,
  ExportColumnsChoice,
  IndustryCode,
  Language,
  MessageKey,
  Page,
  PageCustomersBody,
  SaveCustomerContactBody,
  UpdateCustomerBody,
} from '@portal/contract';
import { customerLimits, industryCodeOfLabel, industryCodes, permissions, translate } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import type { SearchSource } from '../../core/search-index';
import { refreshSearchDocumentsOfCustomers } from '../../core/search-index';
import type { Principal } from '../../core/principal';
import { assertCurrentVersion } from '../../core/versions';
import {
  assertExportable,
  datedFileName,
  pagedBatches,
  registrationNumberColumn,
  sendXlsx,
} from '../../core/xlsx-export';
import type { XlsxColumn } from '../../core/xlsx-export';
import type { Database } from '../../db/database';
import { findCustomerOf, lockCustomerIdentity } from './customers.find-or-create.service';
import * as repo from './customers.repository';
import type { CustomerFilters, CustomerRow } from './customers.repository';

const isIndustryCode = (value: string | null): value is IndustryCode =>
  value !== null && (industryCodes as readonly string[]).includes(value);

/** A row of the export: the shared registration-number column reads the customer's number so. */
type ExportRow = CustomerRow & { customerCreditCode: string | null; customerCountry: string | null };

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    nameKr: row.nameKr,
    country: row.country,
    registrationNumber: row.registrationNumber,
    region: row.region,
    industryCode: isIndustryCode(row.industryCode) ? row.industryCode : null,
    verified: row.verified,
    address: row.address,
    addressEn: row.addressEn,
    registrationCount: row.registrationCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    rowVersion: row.rowVersion,
  };
}

/**
 * Customers. Staff read all; a partner reads only customers it has a registration of, and of those
 * only its own company's records; any other customer answers "record not found", the same as one that
 * does not exist. Creating and editing need `customer.edit` (staff only).
 */
export class CustomersService {
  constructor(
    private readonly db: Database,
    /** Whether the company directory lists this customer (see the company-lookup module). */
    private readonly isListed: (customer: CreateCustomerBody['customer']) => Promise<boolean> = () =>
      Promise.resolve(false),
    /** Project search's sources: a customer's names are in its records' documents too (docs/areas/project-search.md). */
    private readonly searchSources: readonly SearchSource[] = [],
  ) {}

  /** The company a partner reader is limited to; -1 (nothing) for a partner without one. */
  private scopeOf(principal: Principal): number | undefined {
    return principal.kind === 'partner' ? (principal.companyId ?? -1) : undefined;
  }

  private filtersOf(body: CustomerFilter, principal: Principal): CustomerFilters {
    return {
      scopeCompanyId: this.scopeOf(principal),
      keyword: body.keyword || undefined,
      country: body.country ?? undefined,
      region: body.region ?? undefined,
      industryCode: body.industryCode ?? undefined,
      verified: body.verified ? body.verified === 'true' : undefined,
    };
  }

  async page(body: PageCustomersBody, principal: Principal): Promise<Page<Customer>> {
    const filters = this.filtersOf(body, principal);
    const sort = { field: body.sortField, order: body.sortOrder };
    return repo.findCustomerPage(this.db, filters, sort, body, toCustomer);
  }

  /**
   * A customer with its contacts and linked records. Further linked lists (solutions, quotations) are
   * read here the same way: by customer, limited to the partner's company.
   */
  async get(id: number, principal: Principal): Promise<CustomerInfo> {
    const scope = this.scopeOf(principal);
    const row = await repo.findCustomerById(this.db, id, scope);
    if (!row) throw recordNotFound();
    const [contacts, registrations, opportunities, orders] = await Promise.all([
      repo.findContacts(this.db, id),
      repo.findRegistrations(this.db, id, scope),
      repo.findOpportunities(this.db, id, scope),
      repo.findOrders(this.db, id, scope),
    ]);
    const actions: CustomerAction[] = principal.permissions.has(permissions.customerEdit) ? ['edit'] : [];
    return {
      ...toCustomer(row),
      createdByName: row.createdByName,
      contacts,
      registrations: registrations.map((r) => ({ ...r, submittedAt: r.submittedAt?.toISOString() ?? null })),
      opportunities: opportunities.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
      orders: orders.map((o) => ({ ...o, orderedAt: o.orderedAt.toISOString() })),
      actions,
    };
  }

  /**
   * A new customer, from the company lookup (verified when the directory lists it) or typed by hand
   * ("not verified"). The same identity twice is refused, naming the customer that exists.
   */
  async create(body: CreateCustomerBody, principal: Principal): Promise<CustomerInfo> {
    const { customer } = body;
    // Asked before the transaction (the directory may be a remote service).
    const verified = customer.source === 'lookup' && (await this.isListed(customer));
    const identity = {
      name: customer.name,
      country: customer.country,
      registrationNumber: customer.creditCode,
    };
    const id = await this.db.transaction(async (tx) => {
      await lockCustomerIdentity(tx, identity);
      const existing = await findCustomerOf(tx, identity);
      if (existing) throw refused('customer.error.duplicate', { name: existing.name });
      const created = await repo.insertCustomer(tx, {
        name: customer.name,
        nameEn: body.nameEn,
        nameKr: body.nameKr,
        country: customer.country,
        registrationNumber: customer.creditCode,
        region: customer.region,
        address: customer.address,
        addressEn: body.addressEn,
        industryCode: body.industryCode ?? industryCodeOfLabel(customer.industry),
        verified,
        createdBy: principal.userId,
      });
      await insertAuditEntry(tx, {
        entity: repo.customerEntity,
        entityId: created,
        action: 'create',
        toState: verified ? 'verified' : 'not_verified',
        actorId: principal.userId,
      });
      return created;
    });
    return this.get(id, principal);
  }

  /** Edits names, region, address and industry, on the version the client read. */
  async update(body: UpdateCustomerBody, principal: Principal): Promise<CustomerInfo> {
    await this.db.transaction(async (tx) => {
      const row = await repo.lockCustomer(tx, body.id);
      if (!row) throw recordNotFound();
      assertCurrentVersion(row.rowVersion, body.rowVersion);
      await repo.updateCustomer(tx, body.id, {
        nameEn: body.nameEn,
        nameKr: body.nameKr,
        industryCode: body.industryCode,
        region: body.region,
        address: body.address,
        addressEn: body.addressEn,
      });
      await refreshSearchDocumentsOfCustomers(tx, this.searchSources, [body.id]);
      await insertAuditEntry(tx, {
        entity: repo.customerEntity,
        entityId: body.id,
        action: 'update',
        actorId: principal.userId,
      });
    });
    return this.get(body.id, principal);
  }

  /** Adds (no id) or edits a contact of the customer. */
  async saveContact(body: SaveCustomerContactBody, principal: Principal): Promise<CustomerInfo> {
    const values = { name: body.name, title: body.title, phone: body.phone, email: body.email };
    await this.db.transaction(async (tx) => {
      if (!(await repo.lockCustomer(tx, body.customerId))) throw recordNotFound();
      if (body.id === undefined) {
        if ((await repo.countContacts(tx, body.customerId)) >= customerLimits.maxContacts)
          throw refused('customer.error.tooManyContacts', { max: customerLimits.maxContacts });
        await repo.insertContact(tx, body.customerId, values);
      } else if (!(await repo.updateContact(tx, body.customerId, body.id, values))) {
        throw recordNotFound();
      }
      await insertAuditEntry(tx, {
        entity: repo.customerEntity,
        entityId: body.customerId,
        action: body.id === undefined ? 'add_contact' : 'edit_contact',
        actorId: principal.userId,
      });
    });
    return this.get(body.customerId, principal);
  }

  async deleteContact(body: DeleteCustomerContactBody, principal: Principal): Promise<CustomerInfo> {
    await this.db.transaction(async (tx) => {
      if (!(await repo.lockCustomer(tx, body.customerId))) throw recordNotFound();
      if (!(await repo.deleteContact(tx, body.customerId, body.id))) throw recordNotFound();
      await insertAuditEntry(tx, {
        entity: repo.customerEntity,
        entityId: body.customerId,
        action: 'remove_contact',
        actorId: principal.userId,
      });
    });
    return this.get(body.customerId, principal);
  }

  /** The list's rows of the same filter and scope as an .xlsx file (refused above the export limit). */
  async export(
    body: CustomerFilter & ExportColumnsChoice,
    principal: Principal,
    lang: Language,
    reply: FastifyReply,
  ): Promise<void> {
    const filters = this.filtersOf(body, principal);
    assertExportable(await repo.countCustomers(this.db, filters));
    const t = (key: MessageKey) => translate(lang, key);
    const columns: XlsxColumn<ExportRow>[] = [
      { key: 'name', header: t('customer.field.name'), width: 36, value: (r) => r.name },
      { key: 'nameEn', header: t('customer.field.nameEn'), width: 30, value: (r) => r.nameEn },
      { key: 'country', header: t('customer.field.country'), width: 14, value: (r) => r.country },
      registrationNumberColumn(lang),
      { key: 'region', header: t('customer.field.region'), width: 10, value: (r) => r.region },
      {
        key: 'industry',
        header: t('customer.field.industry'),
        width: 18,
        value: (r) => (isIndustryCode(r.industryCode) ? t(`codeTable.INDUSTRY.${r.industryCode}`) : null),
      },
      {
        key: 'verified',
        header: t('customer.field.verified'),
        width: 12,
        value: (r) => t(r.verified ? 'customer.verified' : 'customer.notVerified'),
      },
      {
        key: 'registrationCount',
        header: t('customer.field.registrationCount'),
        width: 10,
        value: (r) => r.registrationCount,
      },
      { key: 'address', header: t('customer.field.address'), width: 40, value: (r) => r.address },
      { header: t('customer.field.addressEn'), width: 40, value: (r) => r.addressEn },
      { key: 'createdAt', header: t('customer.field.createdAt'), width: 20, value: (r) => r.createdAt },
    ];
    const sort = { field: body.sortField, order: body.sortOrder };
    await sendXlsx(reply, {
      fileName: datedFileName(t('customer.export.fileName')),
      sheetName: t('customer.export.sheetName'),
      columns,
      only: body.columns,
      batches: pagedBatches(async (offset, limit) =>
        (await repo.findCustomers(this.db, filters, sort, { offset, limit })).map((r) => ({
          ...r,
          customerCreditCode: r.registrationNumber,
          customerCountry: r.country,
        })),
      ),
    });
  }
}
