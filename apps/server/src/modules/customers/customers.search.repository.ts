/** Project search over customers (docs/areas/project-search.md): their documents, and their hits within the reader's scope. */
import type { Language } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { SearchHits, SearchMatch } from '../../core/search-index';
import { customerNameIn, customerSearchParts, runSearchHits, searchTable } from '../../core/search-index';
import type { DbOrTx } from '../../db/database';
import { prefixSearchGrams } from '../../core/search-text';

export const customerSearchKind = 'customer';
/**
 * A customer's document copied for a company that has a report of it (`company_id` that company): a
 * partner's customers are walked by its company like its reports (docs/areas/project-search.md, "Speed").
 */
export const customerCompanySearchKind = 'customer_company';

/**
 * A copy's grams are its company's: `companyId@gram` (a gram is letters, digits and marks only, so none
 * is ever such a word). The GIN index then finds a company's copies holding a gram in their own posting
 * list, and the copies add nothing to the bitmaps of the other kinds' grams.
 */
const copyGrams = (company: SQL, grams: SQL): SQL =>
  sql`ARRAY(SELECT ${company} || '@' || g FROM unnest(${grams}) g)`;

/** A customer is found by its names in every language and its registration number. */
export const customerSearchTable = searchTable(customerSearchKind, {
  record: sql`c.id`,
  parts: customerSearchParts('c'),
  from: sql`customers c`,
});

/** A customer and a company that had (or has) a report of it. */
export interface CustomerOfCompany {
  customerId: number;
  companyId: number;
}

/**
 * Rewrites the company copies of these customers' documents (one per company that has a report of the
 * customer, copied from its document), and removes the copies of `former` pairs whose company no longer has
 * one (a report moved to another company or customer). Call it in the transaction of the write.
 */
export async function indexCustomerCompanies(
  db: DbOrTx,
  customerIds: readonly number[],
  former: readonly CustomerOfCompany[] = [],
): Promise<void> {
  if (former.length > 0) {
    // Through search_documents_copy_idx, one pair each.
    await db.execute(sql`
      DELETE FROM search_documents d
      USING jsonb_to_recordset(${JSON.stringify(former)}::jsonb) AS f("customerId" int, "companyId" int)
      WHERE d.kind = ${customerCompanySearchKind} AND d.company_id = f."companyId" AND d.record_id = f."customerId"
        AND NOT EXISTS (SELECT 1 FROM opportunity_reports r
                        WHERE r.company_id = f."companyId" AND r.customer_id = f."customerId")`);
  }
  if (customerIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO search_documents (kind, record_id, grams, body, company_id)
    SELECT ${customerCompanySearchKind}, c.record_id, ${copyGrams(sql`p.company_id`, sql`c.grams`)}, c.body, p.company_id
    FROM (SELECT DISTINCT r.company_id, r.customer_id FROM opportunity_reports r
          WHERE r.customer_id = ANY(${sql.param([...customerIds])}::int[])) p
    JOIN search_documents c ON c.kind = ${customerSearchKind} AND c.record_id = p.customer_id
    ON CONFLICT (kind, company_id, record_id) WHERE kind = 'customer_company'
    DO UPDATE SET grams = excluded.grams, body = excluded.body`);
}

/** Writes the company copies that are missing (the start-up backfill, after the customers' documents). */
export async function backfillCustomerCompanies(db: DbOrTx): Promise<number> {
  const written = await db.execute(sql`
    INSERT INTO search_documents (kind, record_id, grams, body, company_id)
    SELECT ${customerCompanySearchKind}, c.record_id, ${copyGrams(sql`p.company_id`, sql`c.grams`)}, c.body, p.company_id
    FROM (SELECT DISTINCT r.company_id, r.customer_id FROM opportunity_reports r
          WHERE r.customer_id IS NOT NULL) p
    JOIN search_documents c ON c.kind = ${customerSearchKind} AND c.record_id = p.customer_id
    WHERE NOT EXISTS (SELECT 1 FROM search_documents x WHERE x.kind = ${customerCompanySearchKind}
                        AND x.company_id = p.company_id AND x.record_id = p.customer_id)
    ON CONFLICT DO NOTHING`);
  return written.rowCount ?? 0;
}

/** Rewrites the documents of these customers and their company copies; call it in the transaction that wrote them. */
export async function indexCustomers(db: DbOrTx, ids: readonly number[]): Promise<void> {
  await customerSearchTable.index(db, ids);
  await indexCustomerCompanies(db, ids);
}

/**
 * The matching customers; of a partner's company (`companyId`) only those it has a registration of, as the
 * customer list's scope reads (`ofCompany`, customers.repository.ts). A partner's are read from its company's
 * copies (`customerCompanySearchKind`); the scope is still checked on the reports, whatever a copy says.
 */
export function findCustomerHits(
  db: DbOrTx,
  match: SearchMatch,
  companyId: number | undefined,
  limit: number,
  countLimit: number,
  lang: Language,
): Promise<SearchHits> {
  return runSearchHits(
    db,
    companyId === undefined
      ? match
      : {
          kind: customerCompanySearchKind,
          query: prefixSearchGrams(match.query, `${companyId}@`),
        },
    {
      columns: sql`c.id, c.registration_number AS no, ${customerNameIn(lang, 'c')} AS title,
                   nullif(c.name, ${customerNameIn(lang, 'c')}) AS subtitle, NULL::text AS variant`,
      from: sql`customers c`,
      id: sql`c.id`,
      ...(companyId !== undefined && {
        // The company's customers through opportunity_reports_company_customer_idx (index only).
        where: sql`c.id IN (SELECT r.customer_id FROM opportunity_reports r WHERE r.company_id = ${companyId})`,
        companyId,
      }),
    },
    limit,
    countLimit,
  );
}
