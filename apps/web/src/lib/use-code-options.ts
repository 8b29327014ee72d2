import { formats } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from './app-state';
import { codeLabel } from './code-tables';
import { isLoadedMessageKey } from './message-key';

export interface CodeOption {
  value: string;
  label: string;
}

/**
 * One type of the code table (PARTNER_TYPE, COMPANY_ROLE, REGION): the active codes as select options,
 * and a label for any code (inactive ones too; the code itself when unknown, '--' when empty).
 */
export function useCodeOptions(codeType: string) {
  const { t, i18n } = useTranslation();
  const entries = useAppState((s) => s.codeTable[codeType]);
  const language = useAppState((s) => s.language);
  return useMemo(() => {
    const list = entries ?? [];
    const translate = (key: string) => (isLoadedMessageKey(key, i18n) ? t(key) : undefined);
    const labels = new Map(list.map((entry) => [entry.code, codeLabel(entry, language, translate)]));
    const options: CodeOption[] = list
      .filter((entry) => entry.activeStatus === 1)
      .map((entry) => ({ value: entry.code, label: labels.get(entry.code) ?? entry.code }));
    const label = (code: string | null | undefined) =>
      code ? (labels.get(code) ?? code) : formats.emptyPlaceholder;
    return { options, label };
  }, [entries, language, t, i18n]);
}
