import type { saveCompanyBodySchema } from '@portal/contract';
import { partnerCompaniesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/request';
import { partnerKeys } from './partner-keys';

/** The body as the form sends it (the server trims, upper-cases and nulls empty values). */
export type SaveCompanyInput = z.input<typeof saveCompanyBodySchema>;

export const saveCompanyMutation = () =>
  mutationOptions({
    mutationFn: (body: SaveCompanyInput) => request(partnerCompaniesEndpoints.saveCompany, { body }),
  });

/** Creates (no id) or updates a company, then refreshes every company query. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveCompanyMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.companies() }),
  });
}
