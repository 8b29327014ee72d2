import { defineEndpoint, irreversible } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  createCustomerBodySchema,
  customerIdQuerySchema,
  customerInfoSchema,
  customerPageSchema,
  deleteCustomerContactBodySchema,
  pageCustomersBodySchema,
  saveCustomerContactBodySchema,
  updateCustomerBodySchema,
} from './customers.schema';

/** Customers: list, detail with linked records, create, edit, contacts, export. */
export const customersEndpoints = {
  pageCustomers: defineEndpoint({
    method: 'POST',
    path: '/customer/page-customer-list',
    permission: permissions.customer,
    body: pageCustomersBodySchema,
    data: customerPageSchema,
  }),
  getCustomerInfo: defineEndpoint({
    method: 'GET',
    path: '/customer/get-customer-info',
    permission: permissions.customer,
    query: customerIdQuerySchema,
    data: customerInfoSchema,
  }),
  createCustomer: defineEndpoint({
    method: 'POST',
    path: '/customer/create-customer',
    permission: permissions.customerEdit,
    body: createCustomerBodySchema,
    data: customerInfoSchema,
  }),
  updateCustomer: defineEndpoint({
    method: 'POST',
    path: '/customer/update-customer',
    permission: permissions.customerEdit,
    body: updateCustomerBodySchema,
    data: customerInfoSchema,
  }),
  saveContact: defineEndpoint({
    method: 'POST',
    path: '/customer/save-customer-contact',
    permission: permissions.customerEdit,
    body: saveCustomerContactBodySchema,
    data: customerInfoSchema,
  }),
  deleteContact: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/customer/delete-customer-contact',
      permission: permissions.customerEdit,
      body: deleteCustomerContactBodySchema,
      data: customerInfoSchema,
    }),
  ),
};
