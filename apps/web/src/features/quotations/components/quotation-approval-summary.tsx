import { Descriptions, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyQuotationInfo } from '../api/get-quotation-info';
import { isStaffInfo } from '../api/get-quotation-info';
import { LoadedQuotation } from './quotation-detail';
import { QuotationLinesTable } from './quotation-lines';
import { QuotationTotals } from './quotation-summary';

/** What is being approved, read: for whom, each line with its discount (flagged over its threshold), totals. */
function ApprovalSummary({ quotation }: { quotation: AnyQuotationInfo }) {
  const { t } = useTranslation();
  const costs = useMemo(
    () => (isStaffInfo(quotation) ? new Map(quotation.lines.map((line) => [line.id, line])) : undefined),
    [quotation],
  );
  return (
    <Flex vertical gap={12} data-testid="approval-summary">
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'customer', label: t('quotation.field.customer'), children: quotation.customerName },
          { key: 'project', label: t('quotation.field.project'), children: quotation.projectName },
          { key: 'company', label: t('quotation.field.company'), children: quotation.companyName },
        ]}
      />
      <QuotationLinesTable lines={quotation.lines} currency={quotation.currency} costs={costs} flagged />
      <QuotationTotals quotation={quotation} />
    </Flex>
  );
}

/**
 * A quotation's summary for its approver, on the process detail: the lines, discounts and totals the
 * decision is about, so that the approver decides without opening the quotation's own screen.
 */
export function QuotationApprovalSummary({ id }: { id: number }) {
  return (
    <LoadedQuotation id={id}>{(quotation) => <ApprovalSummary quotation={quotation} />}</LoadedQuotation>
  );
}
