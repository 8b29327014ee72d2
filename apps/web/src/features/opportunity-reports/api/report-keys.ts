import type { PageReportsInput } from '@portal/contract';
import { referenceDataQueryKey } from '../../../lib/code-tables';

/** Filters, paging and sorting of the report list, as the endpoint takes them (the page always given). */
export type ReportFilters = PageReportsInput & { pageNum: number; pageSize: number };

/** Query keys of the opportunity-reports slice; reports are invalidated as a whole after a change. */
export const reportKeys = {
  all: ['opportunity-reports'] as const,
  reports: () => [...reportKeys.all, 'reports'] as const,
  page: (filters: ReportFilters) => [...reportKeys.reports(), 'page', filters] as const,
  info: (id: number) => [...reportKeys.reports(), 'info', id] as const,
  productLines: () => [...referenceDataQueryKey, 'product-lines'] as const,
  equipmentModels: (productLineCode: string) =>
    [...referenceDataQueryKey, 'equipment-models', productLineCode] as const,
  rates: (productLineCode: string) => [...reportKeys.all, 'rates', productLineCode] as const,
  partners: () => [...reportKeys.all, 'partners'] as const,
  contacts: (companyId: number | null) => [...reportKeys.all, 'contacts', companyId] as const,
  agreement: () => [...reportKeys.all, 'agreement'] as const,
  cluePrefill: (clueId: number) => [...reportKeys.all, 'clue-prefill', clueId] as const,
};
