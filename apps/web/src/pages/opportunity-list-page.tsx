import type { OpportunityTab } from '@portal/contract';
import { opportunityTabs } from '@portal/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { OpportunityList } from '../features/opportunities/components/opportunity-list';
import { isOneOf } from '../lib/narrow';

const tabTitles = {
  all: 'route.opptListAll',
  sales: 'route.opptListSales',
  plan: 'route.opptListPlan',
} as const satisfies Record<OpportunityTab, string>;

/** The tab of a path /business/oppt-list/all|sales|plan. */
export function tabOfPath(pathname: string): OpportunityTab {
  const last = pathname.split('/').filter(Boolean).at(-1);
  return isOneOf(opportunityTabs, last) ? last : 'all';
}

/** /business/oppt-list/all|sales|plan: one list, three tabs, each its own path. */
export function OpportunityListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tab = tabOfPath(useLocation().pathname);
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`/business/oppt-list/${key}`)}
        items={opportunityTabs.map((key) => ({ key, label: t(tabTitles[key]) }))}
      />
      <OpportunityList key={tab} tab={tab} />
    </>
  );
}
