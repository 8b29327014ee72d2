import type { ClueSource, ClueStatus } from '@portal/contract';
import { clueSources, clueStatuses, codeTypes } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useProductLines } from '../../../lib/use-product-lines';

export interface Option {
  value: string;
  label: string;
}

/** Status and source options and labels. */
export function useClueLabels() {
  const { t } = useTranslation();
  return useMemo(() => {
    const status = (value: ClueStatus) => t(`clue.status.${value}`);
    const source = (value: ClueSource) => t(`clue.source.${value}`);
    return {
      status,
      source,
      statusOptions: clueStatuses.map((value) => ({ value, label: status(value) })),
      sourceOptions: clueSources.map((value) => ({ value, label: source(value) })),
    };
  }, [t]);
}

/**
 * Codes of the code tables: regions (REGION) and product lines (the one product-line source), as
 * options (active only) and labels (any code; '--' when empty).
 */
export function useClueCodes() {
  const regions = useCodeOptions(codeTypes.region);
  const productLines = useProductLines();
  return useMemo(() => ({ regions, productLines }), [regions, productLines]);
}
