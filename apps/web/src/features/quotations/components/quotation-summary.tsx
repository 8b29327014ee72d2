import type { QuotationInfo } from '@portal/contract';
import { Button, Card, Descriptions, Flex, Form, Modal } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { Typography } from '../../../components/typography';
import type { DescriptionsProps } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-range-field';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DateTime } from '../../../components/date-time';
import { useLanguageNames } from '../../../components/language-names';
import { Money } from '../../../components/money';
import { hasMenu, useSession } from '../../../lib/session';
import type { AnyQuotationInfo } from '../api/get-quotation-info';
import { isStaffInfo } from '../api/get-quotation-info';
import { QuotationComparison } from './quotation-diff';
import { QuotationStatusTag } from './quotation-status-tag';

const text = (value: string | null) => value ?? '--';

/**
 * The header of a quotation: what it quotes and for whom, its currency (staff: the exchange rate to the
 * reporting currency kept when quoted), tax rate, validity date and terms; editable in a draft (`editing`,
 * inside the editor's form).
 */
export function QuotationHeader({ quotation, editing }: { quotation: AnyQuotationInfo; editing: boolean }) {
  const { t } = useTranslation();
  const languages = useLanguageNames();
  const canOpenOpportunity = useSession((s) => hasMenu('business.opptList', s));
  const field = (name: string, node: ReactNode, shown: ReactNode) =>
    editing ? (
      <Form.Item name={name} style={{ marginBottom: 0 }}>
        {node}
      </Form.Item>
    ) : (
      shown
    );
  const items: DescriptionsProps['items'] = [
    {
      key: 'opportunity',
      label: t('quotation.field.opportunity'),
      children: canOpenOpportunity ? (
        <Link to={paths.opportunityDetail(quotation.opportunityId)}>{quotation.opptNo}</Link>
      ) : (
        quotation.opptNo
      ),
    },
    { key: 'project', label: t('quotation.field.project'), children: quotation.projectName },
    { key: 'customer', label: t('quotation.field.customer'), children: quotation.customerName },
    { key: 'company', label: t('quotation.field.company'), children: quotation.companyName },
    { key: 'currency', label: t('quotation.field.currency'), children: quotation.currency },
    ...(isStaffInfo(quotation)
      ? [
          {
            key: 'exchangeRate',
            label: t('quotation.field.exchangeRate'),
            children: t('quotation.exchangeRateText', {
              currency: quotation.currency,
              rate: quotation.exchangeRate,
              reporting: quotation.reportingCurrency,
            }),
          },
        ]
      : []),
    {
      key: 'taxRate',
      label: t('quotation.field.taxRate'),
      children: field(
        'taxRate',
        <Input aria-label={t('quotation.field.taxRate')} suffix="%" style={{ width: 120 }} />,
        t('quotation.percent', { value: quotation.taxRate }),
      ),
    },
    {
      key: 'validUntil',
      label: t('quotation.field.validUntil'),
      children: field(
        'validUntil',
        <DateField
          aria-label={t('quotation.field.validUntil')}
          disabledDate={(day) => !day.isAfter(dayjs(), 'day')}
        />,
        text(quotation.validUntil),
      ),
    },
    { key: 'language', label: t('quotation.field.language'), children: languages[quotation.language] },
    {
      key: 'updatedAt',
      label: t('quotation.field.updatedAt'),
      children: <DateTime value={quotation.updatedAt} />,
    },
    {
      key: 'paymentTerms',
      label: t('quotation.field.paymentTerms'),
      span: 'filled',
      children: field(
        'paymentTerms',
        <TextArea aria-label={t('quotation.field.paymentTerms')} rows={2} maxLength={1000} />,
        text(quotation.paymentTerms),
      ),
    },
    {
      key: 'deliveryTerms',
      label: t('quotation.field.deliveryTerms'),
      span: 'filled',
      children: field(
        'deliveryTerms',
        <TextArea aria-label={t('quotation.field.deliveryTerms')} rows={2} maxLength={1000} />,
        text(quotation.deliveryTerms),
      ),
    },
    {
      key: 'notes',
      label: t('quotation.field.notes'),
      span: 'filled',
      children: field(
        'notes',
        <TextArea aria-label={t('quotation.field.notes')} rows={3} maxLength={5000} />,
        text(quotation.notes),
      ),
    },
  ];
  return <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />;
}

/** The exact sum of two money amounts (decimal strings, no floats), as a decimal string. */
function addAmounts(a: string, b: string): string {
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const units = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    const negative = whole.startsWith('-');
    const magnitude =
      BigInt(whole.replace('-', '')) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
    return negative ? -magnitude : magnitude;
  };
  const sum = units(a) + units(b);
  const digits = (sum < 0n ? -sum : sum).toString().padStart(places + 1, '0');
  const text = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return sum < 0n ? `-${text}` : text;
}

/**
 * The totals as the server computed them. A staff reader, who sees discounts, reads them top down: the
 * list price total, the discount taken off it, the subtotal after discount, tax and total; a partner
 * reads the subtotal (already after discount: it never sees list prices), tax and total.
 */
export function QuotationTotals({ quotation }: { quotation: AnyQuotationInfo }) {
  const { t } = useTranslation();
  const rows: [string, string, string][] = isStaffInfo(quotation)
    ? [
        [
          'listTotal',
          t('quotation.field.listTotal'),
          addAmounts(quotation.subtotal, quotation.discountTotal),
        ],
        ['discountTotal', t('quotation.field.discountTotal'), addAmounts('0', `-${quotation.discountTotal}`)],
        ['subtotal', t('quotation.field.netSubtotal'), quotation.subtotal],
      ]
    : [['subtotal', t('quotation.field.subtotal'), quotation.subtotal]];
  rows.push(
    ['taxTotal', t('quotation.taxWithRate', { rate: quotation.taxRate }), quotation.taxTotal],
    ['total', t('quotation.field.total'), quotation.total],
  );
  return (
    <Flex vertical align="end" gap={4} data-testid="quotation-totals">
      {rows.map(([key, label, value]) => (
        <Flex key={key} gap={16} justify="end" data-total={key}>
          <Typography.Text type={key === 'total' ? undefined : 'secondary'} strong={key === 'total'}>
            {label}
          </Typography.Text>
          <span style={{ minWidth: 160, textAlign: 'right', fontWeight: key === 'total' ? 600 : undefined }}>
            <Money value={value} currency={quotation.currency} />
          </span>
        </Flex>
      ))}
    </Flex>
  );
}

/** Every version of a staff reader's quotation, each a link, and the comparison with the one before. */
export function QuotationVersions({ quotation }: { quotation: QuotationInfo }) {
  const { t } = useTranslation();
  const [comparing, setComparing] = useState(false);
  const previous = quotation.previousVersionId;
  return (
    <Card
      size="small"
      title={t('quotation.field.versions')}
      extra={
        previous !== null ? (
          <Button onClick={() => setComparing(true)}>{t('quotation.action.compare')}</Button>
        ) : null
      }
    >
      <Flex gap={12} wrap>
        {quotation.versions.map((version) => {
          const label = (
            <>
              {t('quotation.versionLabel', { version: version.version })}{' '}
              <QuotationStatusTag status={version.status} />
            </>
          );
          return version.id === quotation.id ? (
            <Typography.Text key={version.id} strong>
              {label}
            </Typography.Text>
          ) : (
            <Link
              key={version.id}
              to={
                quotation.kind === 'planning'
                  ? paths.quotationDetail(version.id)
                  : paths.formalQuotation(version.id)
              }
            >
              {label}
            </Link>
          );
        })}
      </Flex>
      {comparing && previous !== null ? (
        <Modal
          open
          width={880}
          title={t('quotation.compareTitle', { no: quotation.quotationNo })}
          footer={null}
          onCancel={() => setComparing(false)}
        >
          <QuotationComparison fromId={previous} toId={quotation.id} currency={quotation.currency} />
        </Modal>
      ) : null}
    </Card>
  );
}
