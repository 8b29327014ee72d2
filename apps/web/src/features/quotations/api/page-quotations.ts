import { quotationsEndpoints } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { QuotationFilters } from './quotation-keys';
import { quotationKeys } from './quotation-keys';

/** One page of quotations (a partner: its company's formal ones; the server scopes). */
export const usePageQuotations = (filters: QuotationFilters) =>
  useQuery({
    queryKey: quotationKeys.page(filters),
    queryFn: ({ signal }) => request(quotationsEndpoints.pageQuotations, { body: filters, signal }),
    placeholderData: keepPreviousData,
  });
