import { partnerCompanyName } from '@portal/contract';
import { Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '../../../components/lazy-select';
import { useAppState } from '../../../lib/app-state';
import { useCompanyInfo } from '../api/get-company-info';
import { usePageCompanies } from '../api/page-companies';

/** How many companies one search offers. */
const optionCount = 50;
const searchDelayMs = 300;

export interface CompanySelectProps {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  /** Offer only active companies (to place a user); all of them to filter a list. */
  activeOnly?: boolean;
  /** The company already chosen, shown even when a search does not return it. */
  current?: { id: number; name: string; nameEn: string | null; nameKr: string | null } | null;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/** A partner company, searched on the server by code, name or credit code as the user types. */
export function CompanySelect({ value, onChange, activeOnly = false, current, ...rest }: CompanySelectProps) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const [keyword, setKeyword] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { data, isFetching } = usePageCompanies({
    pageNum: 1,
    pageSize: optionCount,
    keyword: keyword || undefined,
    status: activeOnly ? 'active' : undefined,
    sortField: 'name',
    sortOrder: 'asc',
  });

  // A company chosen before (e.g. a list filter in the URL) that this search did not return is asked by id.
  const unlisted =
    !current && value != null && data !== undefined && !data.list.some((company) => company.id === value);
  const { data: chosen } = useCompanyInfo(unlisted ? value : null);

  const options = useMemo(() => {
    const list = (data?.list ?? []).map((company) => ({
      value: company.id,
      label: `${partnerCompanyName(company, language)} (${company.code})`,
    }));
    const known = current ?? chosen;
    if (known && !list.some((option) => option.value === known.id))
      list.unshift({ value: known.id, label: partnerCompanyName(known, language) });
    return list;
  }, [data, language, current, chosen]);

  const search = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setKeyword(text.trim()), searchDelayMs);
  };

  return (
    <LazySelect<number>
      {...rest}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={options}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      loading={isFetching}
      placeholder={t('partner.company.searchPlaceholder')}
      notFoundContent={isFetching ? <Spin size="small" /> : t('widget.empty')}
    />
  );
}
