import { defineEndpoint } from '../core/endpoint';
import { defineListExport } from '../list-settings/list-export';
import { exportColumnsField } from '../list-settings/list-settings.schema';
import { permissions } from '../identity/menu-tree';
import {
  createCustomerBodySchema,
  customerFilterSchema,
  customerIdQuerySchema,
  customerInfoSchema,
  customerPageSchema,
  deleteCustomerContactBodySchema,
  pageCustomersBodySchema,
  saveCustomerContactBodySchema,
  updateCustomerBodySchema,
} from './customers.schema';

/** The columns of the list's export, named as the list's columns on the screen. */
const customersExportColumns = [
  'name',
  'nameEn',
  'country',
  'registrationNumber',
  'region',
  'industry',
  'verified',
  'registrationCount',
  'address',
  'createdAt',
] as const;

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
  deleteContact: defineEndpoint({
    method: 'POST',
    path: '/customer/delete-customer-contact',
    permission: permissions.customerEdit,
    body: deleteCustomerContactBodySchema,
    data: customerInfoSchema,
  }),
  exportCustomers: defineListExport({
    path: '/customer/export-customer-list',
    permission: permissions.customer,
    body: customerFilterSchema.extend(exportColumnsField(customersExportColumns)),
    columns: customersExportColumns,
  }),
};
