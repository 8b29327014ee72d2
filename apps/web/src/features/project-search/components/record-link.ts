import type { SearchHit, SearchKind } from '@portal/contract';
import { paths } from '../../../config/paths';

/** The screen of a hit: each kind's detail, a quotation's by its kind (as the quotation lists link them). */
export function recordPath(kind: SearchKind, hit: Pick<SearchHit, 'id' | 'variant'>): string {
  switch (kind) {
    case 'opportunity_report':
      return paths.reportDetail(hit.id);
    case 'business_opportunity':
      return paths.opportunityDetail(hit.id);
    case 'customer':
      return paths.customerDetail(hit.id);
    case 'solution':
      return paths.solutionDesign(hit.id);
    case 'quotation':
      if (hit.variant === 'planning') return paths.quotationDetail(hit.id);
      if (hit.variant === 'supplementary') return paths.supplementaryQuotation(hit.id);
      return paths.formalQuotation(hit.id);
    case 'order':
      return paths.orderDetail(hit.id);
  }
}
