import type { Language } from '@portal/contract';
import { languages } from '@portal/contract';
import { Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
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
    <Tag bordered={false} style={{ marginInlineStart: 8, flex: 'none' }} data-testid="knowledge-language">
      {t(`knowledge.language.${language}`)}
    </Tag>
  );
}

/**
 * A list cell: an entry's title (or question) on one line, cut with an ellipsis and whole on hover, and
 * its language tag when that is not the reader's (the tag stays in view however long the title).
 */
export function TitleInLanguage({
  title,
  language,
  children,
}: {
  title: string;
  language: Language;
  /** The title as shown (e.g. a link); the plain title when absent. */
  children?: ReactNode;
}) {
  return (
    <Flex align="center" style={{ minWidth: 0 }}>
      <span
        title={title}
        style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {children ?? title}
      </span>
      <KnowledgeLanguageTag language={language} />
    </Flex>
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
