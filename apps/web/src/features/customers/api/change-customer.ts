import type { CreateCustomerInput, CustomerContactInput, UpdateCustomerInput } from '@portal/contract';
import { customersEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { customerKeys } from './customer-keys';

/** A change of customers refreshes every customer query. */
function useCustomerMutation<Body, Answer>(send: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

/** Creates a customer, from the company lookup or by hand. */
export const useCreateCustomer = () =>
  useCustomerMutation((body: CreateCustomerInput) => request(customersEndpoints.createCustomer, { body }));

/** Edits a customer's names, region, address and industry. */
export const useUpdateCustomer = () =>
  useCustomerMutation((body: UpdateCustomerInput) => request(customersEndpoints.updateCustomer, { body }));

/** Adds (no id) or edits a contact. */
export const useSaveCustomerContact = () =>
  useCustomerMutation((body: CustomerContactInput & { customerId: number; id?: number }) =>
    request(customersEndpoints.saveContact, { body }),
  );

/** Removes a contact. */
export const useDeleteCustomerContact = () =>
  useCustomerMutation((body: { customerId: number; id: number }) =>
    request(customersEndpoints.deleteContact, { body }),
  );
