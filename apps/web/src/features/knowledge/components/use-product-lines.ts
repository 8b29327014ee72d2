import { codeTypes, formats } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/app-state';
import { codeLabel } from '../../../lib/code-tables';
import { isLoadedMessageKey } from '../../../lib/message-key';

/** Product lines of the CPQ code table (basic data) as options, and a label for any code. */
export function useProductLines() {
  const { t, i18n } = useTranslation();
  const entries = useAppState((s) => s.cpqCodeTable[codeTypes.productLineCrm]);
  const language = useAppState((s) => s.language);
  return useMemo(() => {
    const translate = (key: string) => (isLoadedMessageKey(key, i18n) ? t(key) : undefined);
    const labelOf = (code: string, fallback?: string) =>
      translate(`codeTable.PRODUCT_LINE.${code}`) ?? fallback ?? code;
    const list = (entries ?? []).filter((entry) => entry.activeStatus === 1);
    const options = list.map((entry) => ({
      value: entry.code,
      label: labelOf(entry.code, codeLabel(entry, language, translate)),
    }));
    const label = (code: string | null | undefined) => (code ? labelOf(code) : formats.emptyPlaceholder);
    return { options, label };
  }, [entries, language, t, i18n]);
}
