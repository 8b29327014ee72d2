import type { LookedUpCompany } from '@portal/contract';
import { codeTypes, formatRegistrationNumber } from '@portal/contract';
import { Button, Flex, Space, Spin, Tag } from 'antd';
import { Typography } from '../../components/typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeOptions } from '../../lib/use-code-options';
import { usePageLookedUpCompanies } from './api/page-looked-up-companies';
import { LazySelect } from '../../components/lazy-select';

/** Companies offered by one search, and the wait after the last keystroke before searching. */
export const lookupOptionCount = 20;
export const lookupDelayMs = 300;
const minLength = 2;

export interface CompanyLookupFieldProps {
  value?: LookedUpCompany | null;
  onChange?: (company: LookedUpCompany | null) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  status?: 'error' | 'warning';
  /** When nothing matches: offered as a way forward, with what was typed (the customer by hand). */
  onEnterManually?: (typed: string) => void;
}

/**
 * A company of the company-information directory: a search select (debounced, from 2 characters) offering
 * name, credit code and region; the picked company's credit code and address show below it.
 */
export function CompanyLookupField({
  value,
  onChange,
  id,
  disabled,
  placeholder,
  status,
  onEnterManually,
  ...rest
}: CompanyLookupFieldProps) {
  const { t } = useTranslation();
  // The directory answers region codes (AP); the reader reads their names.
  const regions = useCodeOptions(codeTypes.region);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { data, isFetching } = usePageLookedUpCompanies(keyword, lookupOptionCount);
  const found = useMemo(() => (keyword.length >= minLength ? (data?.list ?? []) : []), [keyword, data]);

  const options = useMemo(
    () => found.map((company) => ({ value: company.creditCode, company, label: company.name })),
    [found],
  );

  const search = (text: string) => {
    setTyped(text);
    clearTimeout(timer.current);
    const trimmed = text.trim();
    timer.current = setTimeout(() => setKeyword(trimmed.length >= minLength ? trimmed : ''), lookupDelayMs);
  };

  const notFound =
    typed.trim().length < minLength ? (
      t('companyLookup.minLength')
    ) : isFetching || keyword !== typed.trim() ? (
      <Space>
        <Spin size="small" />
        {t('companyLookup.searching')}
      </Space>
    ) : onEnterManually ? (
      <Flex vertical gap={4} align="flex-start">
        {t('companyLookup.noMatch')}
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onEnterManually(typed.trim())}>
          {t('report.customer.enterManually')}
        </Button>
      </Flex>
    ) : (
      t('companyLookup.noMatch')
    );

  const total = keyword.length >= minLength ? (data?.total ?? 0) : 0;

  return (
    <div>
      <LazySelect<{ value: string; label: string }>
        id={id}
        labelInValue
        virtual={false}
        aria-label={rest['aria-label']}
        status={status}
        disabled={disabled}
        value={value ? { value: value.creditCode, label: value.name } : undefined}
        options={options}
        optionRender={(option) => {
          const company = options.find((candidate) => candidate.value === option.value)?.company;
          if (!company) return option.label;
          return (
            <div data-testid="company-lookup-option">
              <div>{company.name}</div>
              <Typography.Text type="secondary">
                {formatRegistrationNumber(company.country, company.creditCode)}{' '}
                <Tag>{regions.label(company.region)}</Tag>
              </Typography.Text>
            </div>
          );
        }}
        onChange={(picked) => {
          if (!picked) return onChange?.(null);
          const company = options.find((option) => option.value === picked.value)?.company;
          if (company) onChange?.(company);
        }}
        onClear={() => onChange?.(null)}
        allowClear
        showSearch={{ filterOption: false, onSearch: search, searchValue: typed }}
        onOpenChange={(open) => {
          if (!open) search('');
        }}
        loading={isFetching}
        placeholder={placeholder ?? t('companyLookup.placeholder')}
        notFoundContent={notFound}
        popupRender={(menu) => (
          <>
            {menu}
            {total > found.length ? (
              <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px' }}>
                {t('companyLookup.more', { count: total })}
              </Typography.Text>
            ) : null}
          </>
        )}
      />
      {value ? (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', marginTop: 4 }}
          data-testid="company-lookup-picked"
        >
          {t('companyLookup.creditCode')}: {formatRegistrationNumber(value.country, value.creditCode)} ·{' '}
          {t('companyLookup.region')}: {regions.label(value.region)}
          {value.address ? ` · ${t('companyLookup.address')}: ${value.address}` : ''}
        </Typography.Text>
      ) : null}
    </div>
  );
}
