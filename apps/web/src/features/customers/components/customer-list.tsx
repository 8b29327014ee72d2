import type { Customer } from '@portal/contract';
import {
  codeTypes,
  customerRegistrationNumber,
  pageCustomersBodySchema,
  customersExportEndpoints,
} from '@portal/contract';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { RowAction } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { useAppState } from '../../../lib/app-state';
import { countryName } from '../../../lib/country-name';
import { useCodeOptions } from '../../../lib/use-code-options';
import { usePageCustomers } from '../api/page-customers';
import { customerName } from './customer-name';
import { CustomerVerifiedTag } from './customer-verified-tag';

export interface CustomerListProps {
  /** The toolbar's create button (given by the page with `customer.edit`), beside the export. */
  createButton?: ReactNode;
}

/** Customers: search (keyword, country, region, industry, verification), sort, page, export; open one. */
export function CustomerList({ createButton }: CustomerListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const countries = useAppState((s) => s.countryList);
  const regions = useCodeOptions(codeTypes.region);
  const industries = useCodeOptions(codeTypes.industry);
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: countryName(country, language) })),
    [countries, language],
  );
  const countryLabel = (code: string | null) =>
    countryOptions.find((option) => option.value === code)?.label ?? code ?? '--';
  const verifiedOptions = [
    { value: 'true', label: t('customer.verified') },
    { value: 'false', label: t('customer.notVerified') },
  ];

  const list = useList(
    defineList<typeof pageCustomersBodySchema, Customer>({
      name: 'customers',
      schema: pageCustomersBodySchema,
      columns: [
        {
          key: 'name',
          title: 'customer.field.name',
          kind: 'name',
          sortField: 'name',
          render: (customer) => (
            <Link to={paths.customerDetail(customer.id)}>{customerName(customer, language)}</Link>
          ),
        },
        {
          key: 'verified',
          title: 'customer.field.verified',
          kind: 'status',
          samples: verifiedOptions.map((option) => option.label),
          render: (customer) => <CustomerVerifiedTag verified={customer.verified} />,
        },
        {
          key: 'registrationNumber',
          title: 'common.registrationNumber',
          kind: 'code',
          // A credit code: the widest of the numbers (18 characters).
          samples: ['91320500MA1XDE0W5R'],
          render: (customer) => customerRegistrationNumber(customer) ?? '--',
        },
        {
          key: 'country',
          optional: true,
          title: 'customer.field.country',
          kind: 'tag',
          sortField: 'country',
          render: (customer) => countryLabel(customer.country),
        },
        {
          key: 'region',
          optional: true,
          title: 'customer.field.region',
          kind: 'tag',
          render: (customer) => regions.label(customer.region),
        },
        {
          key: 'industry',
          optional: true,
          title: 'customer.field.industry',
          kind: 'tag',
          render: (customer) => industries.label(customer.industryCode),
        },
        {
          key: 'registrationCount',
          optional: true,
          title: 'customer.field.registrationCount',
          kind: 'count',
          dataIndex: 'registrationCount',
        },
        {
          key: 'createdAt',
          optional: true,
          title: 'customer.field.createdAt',
          kind: 'date-time',
          sortField: 'createdAt',
          dataIndex: 'createdAt',
        },
      ],
      filters: [
        {
          name: 'keyword',
          label: 'customer.field.keyword',
          control: { kind: 'text', placeholder: t('customer.keywordPlaceholder') },
        },
        {
          name: 'country',
          label: 'customer.field.country',
          control: { kind: 'select', options: countryOptions, searchable: true },
        },
        {
          name: 'region',
          label: 'customer.field.region',
          control: { kind: 'select', options: regions.options },
        },
        {
          name: 'industryCode',
          label: 'customer.field.industry',
          control: { kind: 'select', options: industries.options },
        },
        {
          name: 'verified',
          label: 'customer.field.verified',
          control: { kind: 'select', options: verifiedOptions },
        },
      ],
    }),
  );
  const page = usePageCustomers(list.query);

  const actions = (customer: Customer): RowAction[] => [
    { key: 'view', label: t('customer.view'), onClick: () => navigate(paths.customerDetail(customer.id)) },
  ];

  return (
    <ListScreen
      list={list}
      page={page}
      rowKey="id"
      actions={actions}
      toolbar={
        <>
          {createButton}
          <ExportButton endpoint={customersExportEndpoints.exportCustomers} body={list.exportFilter} />
        </>
      }
    />
  );
}
