import type { Dashboard, Figure } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductLines } from '../../../lib/use-product-lines';

type Kind = Figure['axis'] | Figure['seriesOf'];

/** The message naming a code of an axis or a series (months are shown as they are, companies by name). */
const codeKeys: Partial<Record<Kind, (code: string) => string>> = {
  stage: (code) => `opportunity.stage.${code}`,
  status: (code) => `report.status.${code}`,
  step: (code) => `dashboard.step.${code}`,
  region: (code) => `codeTable.REGION.${code}`,
  outcome: (code) => `dashboard.outcome.${code}`,
  bucket: (code) => `dashboard.bucket.${code}`,
};

/** Names a figure's categories and series in the reader's language. */
export function useFigureLabels(companies: Dashboard['companies'] | undefined) {
  const { t } = useTranslation();
  const productLines = useProductLines();
  return useMemo(() => {
    const companyNames = new Map((companies ?? []).map((company) => [String(company.id), company.name]));
    return (kind: Kind, code: string): string => {
      if (kind === 'none') return t('dashboard.series.none');
      if (kind === 'productLine') return productLines.label(code);
      if (kind === 'company') return companyNames.get(code) ?? code;
      const key = codeKeys[kind];
      return key && code ? t(key(code), code) : code;
    };
  }, [companies, productLines, t]);
}
