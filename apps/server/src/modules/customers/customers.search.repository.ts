/** Project search over customers (docs/areas/project-search.md): their documents, and their hits within the reader's scope. */
import type { Language } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { SearchHits, SearchMatch } from '../../core/search-index';
import { customerNameIn, customerSearchParts, runSearchHits, searchTable } from '../../core/search-index';
import type { DbOrTx } from '../../db/database';

export const customerSearchKind = 'customer';

/** A customer is found by its names in every language and its registration number. */
export const customerSearchTable = searchTable(customerSearchKind, {
  record: sql`c.id`,
  parts: customerSearchParts('c'),
  from: sql`customers c`,
});

/** Rewrites the documents of these records; call it in the transaction that wrote them. */
export const indexCustomers = customerSearchTable.index;

/**
 * The matching customers; of a partner's company (`companyId`) only those it has a registration of, as the
 * customer list's scope reads (`ofCompany`, customers.repository.ts).
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
    match,
    {
      columns: sql`c.id, c.registration_number AS no, ${customerNameIn(lang, 'c')} AS title,
                   nullif(c.name, ${customerNameIn(lang, 'c')}) AS subtitle, NULL::text AS variant`,
      from: sql`customers c`,
      id: sql`c.id`,
      ...(companyId !== undefined && {
        // The company's customers through opportunity_reports_company_customer_idx (index only).
        where: sql`c.id IN (SELECT r.customer_id FROM opportunity_reports r WHERE r.company_id = ${companyId})`,
      }),
    },
    limit,
    countLimit,
  );
}
