import type { ChangeCompanyStatusBody } from '@portal/contract';
import { partnerCompaniesEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { partnerKeys } from './partner-keys';

export const changeCompanyStatusMutation = () =>
  mutationOptions({
    mutationFn: (body: ChangeCompanyStatusBody) =>
      request(partnerCompaniesEndpoints.changeCompanyStatus, { body }),
  });

/** Enables or disables a company (disabling signs its users out), then refreshes companies and users. */
export function useChangeCompanyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeCompanyStatusMutation(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerKeys.companies() }),
        queryClient.invalidateQueries({ queryKey: partnerKeys.users() }),
      ]),
  });
}
