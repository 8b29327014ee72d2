import { registrationNumberLabelKey } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/**
 * The label of a body field by its dotted path, for messages that name their field. The customer's
 * registration number is named as its field is, by the customer's country (`customerCountry`).
 */
export function useFieldLabel(customerCountry: string | null | undefined) {
  const { t } = useTranslation();
  return (field: string): string => {
    const [head = '', second] = field.split('.');
    if (head === 'customer')
      return second === 'creditCode'
        ? t(registrationNumberLabelKey(customerCountry))
        : second === 'country'
          ? t('report.customer.country')
          : t('report.field.customer');
    if (head === 'lines') {
      const last = field.split('.').at(-1);
      if (last === 'equipmentModelId') return t('report.field.equipmentModel');
      if (last === 'kind') return t('report.field.kind');
      if (last === 'quantity') return t('report.field.quantity');
      return t('report.field.lines');
    }
    const labels: Record<string, string> = {
      companyId: t('report.field.partner'),
      contactIds: t('report.field.contacts'),
      projectName: t('report.field.projectName'),
      productLineCode: t('report.field.productLine'),
      rate: t('report.field.rate'),
      amount: t('report.field.amount'),
      currency: t('report.field.currency'),
      expectedCloseDate: t('report.field.expectedCloseDate'),
      description: t('report.field.description'),
      fileIds: t('report.field.attachments'),
    };
    return labels[head] ?? head;
  };
}

/** Fields of the form that are chosen, not typed: selects, the date, and the customer when looked up. */
export function isChosenField(field: string, customerByHand: boolean): boolean {
  if (field === 'customer.name') return !customerByHand;
  return /^(companyId|contactIds|productLineCode|rate|currency|expectedCloseDate|customer\.country|lines\.\d+\.(equipmentModelId|kind))$/.test(
    field,
  );
}
