import { partnerCompanyName } from '@portal/contract';
import type { ClueSource, ClueStatus, RegionCode } from '@portal/contract';
import { DatePicker, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchField } from '../../../components/search-box';
import { SearchBox } from '../../../components/search-box';
import { SelectField } from '../../../components/select-field';
import { useAppState } from '../../../lib/app-state';
import { useClueCompanies } from '../api/get-clue-companies';
import { useClueCodes, useClueLabels } from '../hooks/use-clue-options';

export interface ClueSearchValues {
  keyword?: string;
  status?: ClueStatus;
  source?: ClueSource;
  productLineCode?: string;
  region?: RegionCode;
  companyId?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The filters of the search values, as both list calls take them. */
export function filtersOf(values: ClueSearchValues) {
  const [from, to] = values.range ?? [];
  const keyword = values.keyword?.trim();
  return {
    ...(keyword ? { keyword } : {}),
    ...(values.status ? { status: values.status } : {}),
    ...(values.source ? { source: values.source } : {}),
    ...(values.productLineCode ? { productLineCode: values.productLineCode } : {}),
    ...(values.region ? { region: values.region } : {}),
    ...(values.companyId ? { companyId: values.companyId } : {}),
    ...(from ? { createdFrom: from.startOf('day').toISOString() } : {}),
    ...(to ? { createdTo: to.endOf('day').toISOString() } : {}),
  };
}

function CompanyFilter(props: { value?: number; onChange?: (value: unknown) => void; id?: string }) {
  const language = useAppState((s) => s.language);
  const companies = useClueCompanies();
  const options = useMemo(
    () =>
      (companies.data ?? []).map((company) => ({
        value: company.id,
        label: partnerCompanyName(company, language),
      })),
    [companies.data, language],
  );
  return <SelectField {...props} options={options} searchable loading={companies.isFetching} />;
}

/** The search box of the clue lists; staff also filter by partner company. */
export function ClueSearch({
  onSearch,
  loading,
  withCompany,
}: {
  onSearch: (values: ClueSearchValues) => void;
  loading: boolean;
  withCompany: boolean;
}) {
  const { t } = useTranslation();
  const labels = useClueLabels();
  const codes = useClueCodes();
  const fields: SearchField[] = [
    {
      name: 'keyword',
      label: t('common.keyword'),
      span: 6,
      node: <Input allowClear maxLength={200} placeholder={t('clue.keywordPlaceholder')} />,
    },
    {
      name: 'status',
      label: t('clue.field.status'),
      span: 4,
      node: <SelectField options={labels.statusOptions} />,
    },
    {
      name: 'source',
      label: t('clue.field.source'),
      span: 4,
      node: <SelectField options={labels.sourceOptions} />,
    },
    {
      name: 'productLineCode',
      label: t('clue.field.productLineCode'),
      span: 5,
      node: <SelectField options={codes.productLines.options} />,
    },
    {
      name: 'region',
      label: t('clue.field.region'),
      span: 5,
      node: <SelectField options={codes.regions.options} />,
    },
    ...(withCompany
      ? [{ name: 'companyId', label: t('clue.field.company'), span: 6, node: <CompanyFilter /> }]
      : []),
    {
      name: 'range',
      label: t('clue.field.createdRange'),
      span: 8,
      node: <DatePicker.RangePicker style={{ width: '100%' }} />,
    },
  ];
  return <SearchBox<ClueSearchValues> loading={loading} onSearch={onSearch} fields={fields} />;
}
