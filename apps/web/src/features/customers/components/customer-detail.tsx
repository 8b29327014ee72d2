import type {
  CustomerInfo,
  CustomerOpportunity,
  CustomerOrder,
  CustomerRegistration,
} from '@portal/contract';
import {
  codeTypes,
  customerAddress,
  customerRegistrationNumber,
  registrationNumberLabelKey,
} from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Descriptions, Flex, Result, Spin, Table, Tabs } from 'antd';
import { Typography } from '../../../components/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { DateTime } from '../../../components/date-time';
import { Money } from '../../../components/money';
import { useAppState } from '../../../lib/app-state';
import { companyLabel } from '../../../lib/company-label';
import { countryName } from '../../../lib/country-name';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useCustomerInfo } from '../api/get-customer-info';
import { CustomerContacts } from './customer-contacts';
import { CustomerEditButton } from './customer-edit-button';
import { customerName } from './customer-name';
import { CustomerVerifiedTag } from './customer-verified-tag';

function LinkedTables({ customer, solutions }: { customer: CustomerInfo; solutions?: ReactNode }) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const partner = {
    key: 'partner',
    title: t('customer.link.partner'),
    render: (_: unknown, r: CustomerRegistration | CustomerOpportunity) => companyLabel(r, language),
  };
  const registrations: TableColumnsType<CustomerRegistration> = [
    {
      key: 'reportNo',
      title: t('customer.link.reportNo'),
      render: (_, r) => <Link to={paths.reportDetail(r.id)}>{r.reportNo}</Link>,
    },
    { key: 'projectName', title: t('customer.link.projectName'), dataIndex: 'projectName' },
    partner,
    {
      key: 'status',
      title: t('customer.link.status'),
      render: (_, r) => t(`report.status.${r.status}`, { defaultValue: r.status }),
    },
    { key: 'date', title: t('customer.link.date'), render: (_, r) => <DateTime value={r.submittedAt} /> },
  ];
  const opportunities: TableColumnsType<CustomerOpportunity> = [
    {
      key: 'opptNo',
      title: t('customer.link.opptNo'),
      render: (_, o) => <Link to={paths.opportunityDetail(o.id)}>{o.opptNo}</Link>,
    },
    { key: 'projectName', title: t('customer.link.projectName'), dataIndex: 'projectName' },
    partner,
    {
      key: 'stage',
      title: t('customer.link.status'),
      render: (_, o) => t(`opportunity.stage.${o.stage}`, { defaultValue: o.stage }),
    },
    {
      key: 'amount',
      title: t('customer.link.amount'),
      render: (_, o) => <Money value={o.amount} currency={o.currency} />,
    },
    { key: 'date', title: t('customer.link.date'), render: (_, o) => <DateTime value={o.createdAt} /> },
  ];
  const orders: TableColumnsType<CustomerOrder> = [
    {
      key: 'orderNo',
      title: t('customer.link.orderNo'),
      render: (_, o) => <Link to={paths.orderDetail(o.id)}>{o.orderNo}</Link>,
    },
    { key: 'opptNo', title: t('customer.link.opptNo'), render: (_, o) => o.opportunityNo ?? '--' },
    {
      key: 'status',
      title: t('customer.link.status'),
      render: (_, o) => t(`order.status.${o.status}`, { defaultValue: o.status }),
    },
    {
      key: 'amount',
      title: t('customer.link.amount'),
      render: (_, o) => <Money value={o.total} currency={o.currency} />,
    },
    { key: 'date', title: t('customer.link.date'), render: (_, o) => <DateTime value={o.orderedAt} /> },
  ];
  const table = <T extends { id: number }>(rows: T[], columns: TableColumnsType<T>, testId: string) => (
    <Table<T>
      data-testid={testId}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10 } : false}
      locale={{ emptyText: t('customer.detail.none') }}
    />
  );
  // Quotations join as a further tab when they exist.
  return (
    <Tabs
      items={[
        {
          key: 'registrations',
          label: `${t('customer.detail.registrations')} (${customer.registrations.length})`,
          children: table(customer.registrations, registrations, 'customer-registrations'),
        },
        {
          key: 'opportunities',
          label: `${t('customer.detail.opportunities')} (${customer.opportunities.length})`,
          children: table(customer.opportunities, opportunities, 'customer-opportunities'),
        },
        ...(solutions
          ? [
              {
                key: 'solutions',
                label: t('customer.detail.solutions'),
                children: <div data-testid="customer-solutions">{solutions}</div>,
              },
            ]
          : []),
        {
          key: 'orders',
          label: `${t('customer.detail.orders')} (${customer.orders.length})`,
          children: table(customer.orders, orders, 'customer-orders'),
        },
      ]}
    />
  );
}

export interface CustomerDetailProps {
  id: number;
  /** The customer's solutions (given by the page for readers of solutions). */
  solutions?: ReactNode;
}

/** One customer: identity, contacts (both editable with `customer.edit`), and its linked records. */
export function CustomerDetail({ id, solutions }: CustomerDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const countries = useAppState((s) => s.countryList);
  const regions = useCodeOptions(codeTypes.region);
  const industries = useCodeOptions(codeTypes.industry);
  const { data: customer, isError, isLoading } = useCustomerInfo(id);

  if (isLoading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (isError || !customer)
    return (
      <Result
        status="warning"
        title={t('state.loadError')}
        extra={<Button onClick={() => navigate(paths.customerList)}>{t('customer.backToList')}</Button>}
      />
    );
  const country = countries.find((c) => c.code === customer.country);
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{customerName(customer, language)}</Typography.Text>
            <CustomerVerifiedTag verified={customer.verified} />
          </Flex>
        }
        extra={customer.actions.includes('edit') ? <CustomerEditButton customer={customer} /> : undefined}
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          {/* The registered name, when the title shows another language's. */}
          {customerName(customer, language) !== customer.name ? (
            <Descriptions.Item label={t('customer.field.name')}>{customer.name}</Descriptions.Item>
          ) : null}
          {customer.nameEn ? (
            <Descriptions.Item label={t('customer.field.nameEn')}>{customer.nameEn}</Descriptions.Item>
          ) : null}
          {customer.nameKr ? (
            <Descriptions.Item label={t('customer.field.nameKr')}>{customer.nameKr}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('customer.field.country')}>
            {country ? countryName(country, language) : (customer.country ?? '--')}
          </Descriptions.Item>
          <Descriptions.Item label={t(registrationNumberLabelKey(customer.country))}>
            {customerRegistrationNumber(customer) ?? '--'}
          </Descriptions.Item>
          <Descriptions.Item label={t('customer.field.region')}>
            {regions.label(customer.region)}
          </Descriptions.Item>
          <Descriptions.Item label={t('customer.field.industry')}>
            {industries.label(customer.industryCode)}
          </Descriptions.Item>
          <Descriptions.Item label={t('customer.field.address')}>
            {customerAddress(customer, language) ?? '--'}
          </Descriptions.Item>
          {/* The other language's address, when the reader's is not the only one. */}
          {customer.addressEn && language === 'cn' && customer.address ? (
            <Descriptions.Item label={t('customer.field.addressEn')}>{customer.addressEn}</Descriptions.Item>
          ) : null}
          {customer.address && customerAddress(customer, language) !== customer.address ? (
            <Descriptions.Item label={t('customer.field.addressRegistered')}>
              {customer.address}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('customer.field.createdAt')}>
            <DateTime value={customer.createdAt} />
          </Descriptions.Item>
          <Descriptions.Item label={t('customer.field.createdBy')}>
            {customer.createdByName ?? '--'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('customer.detail.contacts')}>
        <CustomerContacts
          customerId={customer.id}
          contacts={customer.contacts}
          editable={customer.actions.includes('edit')}
        />
      </Card>
      <Card>
        <LinkedTables customer={customer} solutions={solutions} />
      </Card>
    </Flex>
  );
}
