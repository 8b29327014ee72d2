import type { Dashboard, DashboardFilters } from '@portal/contract';
import { Button, Flex } from 'antd';
import { LazySelect } from '../../../components/lazy-select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/date-range-picker';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useProductLines } from '../../../lib/use-product-lines';

export interface DashboardFiltersBarProps {
  filters: DashboardFilters;
  companies: Dashboard['companies'];
  /** Staff choose a partner; a partner's dashboard is its own. */
  showPartner: boolean;
  onChange: (next: DashboardFilters) => void;
}

/** The dashboard's filters (period in months, region, product line, partner): each change is one request. */
export function DashboardFiltersBar({ filters, companies, showPartner, onChange }: DashboardFiltersBarProps) {
  const { t } = useTranslation();
  const regions = useCodeOptions('REGION');
  const productLines = useProductLines();
  const set = (patch: Partial<DashboardFilters>) => onChange({ ...filters, ...patch });
  return (
    <Flex gap={8} wrap align="center" role="search">
      <DateRangePicker
        picker="month"
        aria-label={t('dashboard.filter.period')}
        placeholder={[t('dashboard.filter.fromMonth'), t('dashboard.filter.toMonth')]}
        value={[
          filters.from ? dayjs(`${filters.from}-01`) : null,
          filters.to ? dayjs(`${filters.to}-01`) : null,
        ]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          set({
            from: range?.[0]?.format('YYYY-MM') ?? undefined,
            to: range?.[1]?.format('YYYY-MM') ?? undefined,
          })
        }
      />
      <LazySelect
        aria-label={t('dashboard.filter.region')}
        placeholder={t('dashboard.filter.allRegions')}
        allowClear
        style={{ width: 160 }}
        options={regions.options}
        value={filters.region ?? undefined}
        onChange={(region?: string) => set({ region })}
      />
      <LazySelect
        aria-label={t('dashboard.filter.productLine')}
        placeholder={t('dashboard.filter.allProductLines')}
        allowClear
        style={{ width: 200 }}
        options={productLines.options}
        value={filters.productLineCode ?? undefined}
        onChange={(productLineCode?: string) => set({ productLineCode })}
      />
      {showPartner && (
        <LazySelect
          aria-label={t('dashboard.filter.partner')}
          placeholder={t('dashboard.filter.allPartners')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 240 }}
          options={companies.map((company) => ({ value: company.id, label: company.name }))}
          value={filters.companyId ?? undefined}
          onChange={(companyId?: number) => set({ companyId })}
        />
      )}
      <Button onClick={() => onChange({})}>{t('dashboard.filter.reset')}</Button>
    </Flex>
  );
}
