import type { PartnerQuotationInfo, QuotationInfo } from '@portal/contract';
import { quotationsEndpoints } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { quotationKeys } from './quotation-keys';

/** A quotation as its reader reads it: staff whole, a partner without the cost side. */
export type AnyQuotationInfo = QuotationInfo | PartnerQuotationInfo;

/** Whether the answer is the staff one (with list prices, discounts and versions). */
export const isStaffInfo = (info: AnyQuotationInfo): info is QuotationInfo => 'versions' in info;

/** One quotation version with its lines (staff: thresholds and every version too). */
export const useQuotationInfo = (id: number | undefined) =>
  useQuery({
    queryKey: quotationKeys.info(id ?? 0),
    queryFn: ({ signal }) =>
      request(quotationsEndpoints.getQuotationInfo, { query: { id: id ?? 0 }, signal }),
    enabled: id !== undefined,
  });
