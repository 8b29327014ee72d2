import type { ClueSource, ClueStatus, CodeTableEntry } from '@portal/contract';
import { clueSources, clueStatuses, codeTypes, formats } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/app-state';
import { codeLabel } from '../../../lib/code-tables';
import { isLoadedMessageKey } from '../../../lib/message-key';

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
 * Codes of the code tables: regions (REGION) and product lines (the CPQ table's product lines from
 * basic data), as options (active only) and labels (any code; '--' when empty).
 */
export function useClueCodes() {
  const { t, i18n } = useTranslation();
  const regions = useAppState((s) => s.codeTable[codeTypes.region]);
  const lines = useAppState((s) => s.cpqCodeTable[codeTypes.productLineCrm]);
  const language = useAppState((s) => s.language);
  return useMemo(() => {
    const translate = (key: string) => (isLoadedMessageKey(key, i18n) ? t(key) : undefined);
    const build = (entries: typeof regions, keyPrefix: string) => {
      const list = entries ?? [];
      // Product lines from basic data carry no catalogue key: the catalogue's own label comes first.
      const labelOf = (entry: CodeTableEntry) =>
        translate(`${keyPrefix}.${entry.code}`) ?? codeLabel(entry, language, translate);
      const labels = new Map(list.map((entry) => [entry.code, labelOf(entry)]));
      const options: Option[] = list
        .filter((entry) => entry.activeStatus === 1)
        .map((entry) => ({ value: entry.code, label: labels.get(entry.code) ?? entry.code }));
      const label = (code: string | null | undefined) =>
        code ? (labels.get(code) ?? code) : formats.emptyPlaceholder;
      return { options, label };
    };
    return {
      regions: build(regions, `codeTable.${codeTypes.region}`),
      productLines: build(lines, `codeTable.${codeTypes.productLine}`),
    };
  }, [regions, lines, language, t, i18n]);
}
