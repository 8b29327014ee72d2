import type { MessageKey } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/app-state';
import { codeLabel } from '../../../lib/code-tables';

/** The active codes of one portal code-table type (REGION, CURRENCY) as select options, labelled. */
export function useCodeOptions(codeType: string) {
  const { t, i18n } = useTranslation();
  const entries = useAppState((s) => s.codeTable[codeType]);
  const language = useAppState((s) => s.language);
  return useMemo(() => {
    const translate = (key: string) => (i18n.exists(key) ? t(key as MessageKey) : undefined);
    return (entries ?? [])
      .filter((entry) => entry.activeStatus === 1)
      .map((entry) => ({ value: entry.code, label: codeLabel(entry, language, translate) }));
  }, [entries, language, t, i18n]);
}
