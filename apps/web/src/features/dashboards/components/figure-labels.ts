import type { Dashboard, Figure } from '@portal/contract';
import { figureCodeKey } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductLines } from '../../../lib/use-product-lines';

type Kind = Figure['axis'] | Figure['seriesOf'];

/** Names a figure's categories and series in the reader's language. */
export function useFigureLabels(companies: Dashboard['companies'] | undefined) {
  const { t } = useTranslation();
  const productLines = useProductLines();
  return useMemo(() => {
    const companyNames = new Map((companies ?? []).map((company) => [String(company.id), company.name]));
    return (kind: Kind, code: string): string => {
      if (kind === 'none') return t('dashboard.series.none');
      if (kind === 'productLine')
        return code === '' ? t('dashboard.noProductLine') : productLines.label(code);
      if (kind === 'company') return companyNames.get(code) ?? code;
      const key = figureCodeKey(kind, code);
      return key ? t(key, code) : code;
    };
  }, [companies, productLines, t]);
}
