import type { Language } from '@portal/contract';
import { languages } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SelectFieldProps } from '../../../components/select-field';
import { SelectField } from '../../../components/select-field';
import { useAppState } from '../../../lib/app-state';

/** The language an entry is written in, as a small tag; nothing when it is the reader's own. */
export function KnowledgeLanguageTag({ language }: { language: Language }) {
  const { t } = useTranslation();
  const reader = useAppState((s) => s.language);
  if (language === reader) return null;
  return (
    <Tag bordered={false} style={{ marginInlineStart: 8 }} data-testid="knowledge-language">
      {t(`knowledge.language.${language}`)}
    </Tag>
  );
}

interface LanguageOption {
  value: Language;
  label: string;
}

/** A select of the languages an entry may be written in (a form field; the form gives the default). */
export function KnowledgeLanguageSelect(props: Omit<SelectFieldProps<LanguageOption>, 'options'>) {
  const { t } = useTranslation();
  const options: LanguageOption[] = languages.map((value) => ({
    value,
    label: t(`knowledge.language.${value}`),
  }));
  return <SelectField {...props} options={options} allowClear={false} />;
}
