/** Project search over quotations (docs/areas/project-search.md): their documents, and their hits within the reader's scope. */
import type { Language } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { SearchHits, SearchMatch } from '../../core/search-index';
import { customerNameIn, customerSearchParts, runSearchHits, searchTable } from '../../core/search-index';
import type { DbOrTx } from '../../db/database';
import { issuedStates } from './quotations.repository';

export const quotationSearchKind = 'quotation';

/** A quotation is found by its number, its opportunity's number and project, and its customer (every name). */
export const quotationSearchTable = searchTable(
  quotationSearchKind,
  {
    record: sql`q.id`,
    parts: [
      sql`q.quotation_no`,
      sql`o.oppt_no`,
      sql`o.project_name`,
      sql`o.customer_name`,
      ...customerSearchParts('c'),
    ],
    from: sql`quotations q JOIN business_opportunities o ON o.id = q.opportunity_id
              LEFT JOIN customers c ON c.id = coalesce(q.customer_id, o.customer_id)`,
    company: sql`q.partner_company_id`,
  },
  sql`coalesce(q.customer_id, o.customer_id)`,
);

/** Rewrites the documents of these records; call it in the transaction that wrote them. */
export const indexQuotations = quotationSearchTable.index;

/**
 * The matching quotations, latest versions only; of a partner's company (`companyId`) only the kinds it reads,
 * a supplementary one once issued (as `partnerReads` in quotations.service.ts and the list's partner view).
 */
export function findQuotationHits(
  db: DbOrTx,
  match: SearchMatch,
  partner: { companyId: number; kinds: readonly string[] } | undefined,
  limit: number,
  countLimit: number,
  lang: Language,
): Promise<SearchHits> {
  const scope =
    partner === undefined
      ? sql``
      : sql`AND q.partner_company_id = ${partner.companyId} AND q.kind = ANY(${sql.param([...partner.kinds])}::text[])
            AND (q.kind <> 'supplementary' OR q.status = ANY(${sql.param([...issuedStates])}::text[]))`;
  return runSearchHits(
    db,
    match,
    {
      columns: sql`q.id, q.quotation_no AS no, o.project_name AS title,
                   coalesce(${customerNameIn(lang, 'c')}, o.customer_name) AS subtitle, q.kind AS variant`,
      from: sql`quotations q JOIN business_opportunities o ON o.id = q.opportunity_id
                LEFT JOIN customers c ON c.id = coalesce(q.customer_id, o.customer_id)`,
      id: sql`q.id`,
      where: sql`NOT EXISTS (SELECT 1 FROM quotations n WHERE n.previous_version_id = q.id) ${scope}`,
      ...(partner !== undefined && { companyId: partner.companyId }),
    },
    limit,
    countLimit,
  );
}
