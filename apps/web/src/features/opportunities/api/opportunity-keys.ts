import type { OwnerType, pageOpportunitiesBodySchema } from '@portal/contract';
import type { z } from 'zod';

/** Filters, paging and sorting of the opportunity list, as the endpoint takes them (the page always given). */
export type OpportunityFilters = z.input<typeof pageOpportunitiesBodySchema> & {
  pageNum: number;
  pageSize: number;
};

/** Query keys of the opportunities slice; every change invalidates `all` (lists, details, cases). */
export const opportunityKeys = {
  all: ['opportunities'] as const,
  page: (filters: OpportunityFilters) => [...opportunityKeys.all, 'page', filters] as const,
  info: (id: number) => [...opportunityKeys.all, 'info', id] as const,
  cases: (id: number, pageNum: number, pageSize: number) =>
    [...opportunityKeys.all, 'cases', id, pageNum, pageSize] as const,
  equipment: (id: number) => [...opportunityKeys.all, 'equipment', id] as const,
  candidates: (ownerType: OwnerType) => ['opportunity-owner-candidates', ownerType] as const,
};
