import type { PartnerQuotation } from '@portal/contract';
import { paths } from '../../config/paths';

/**
 * Where a quotation is read: a planning one in its editor, a supplementary one on its configuration screen,
 * a formal or an additional one on the formal screen (partners hold no planning menu).
 */
export const quotationPath = (quotation: Pick<PartnerQuotation, 'id' | 'kind'>) => {
  if (quotation.kind === 'planning') return paths.quotationDetail(quotation.id);
  if (quotation.kind === 'supplementary') return paths.supplementaryQuotation(quotation.id);
  return paths.formalQuotation(quotation.id);
};
