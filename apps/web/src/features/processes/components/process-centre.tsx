import { UserSwitchOutlined } from '@ant-design/icons';
import type { ProcessView } from '@portal/contract';
import { processPermissions, processViews } from '@portal/contract';
import { Button, Flex, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isOneOf } from '../../../lib/narrow';
import { hasMenu, useSession } from '../../../lib/session';
import { ProcessList } from './process-list';

// The delegation dialog (date pickers, form, select) loads when it opens.
const DelegationModal = lazy(() =>
  import('./delegation-modal').then((m) => ({ default: m.DelegationModal })),
);

/**
 * /process/index: the reader's to-dos, what the reader submitted, what the reader handled, and for
 * administrators (work flows) every process; the tab is the URL's `tab`. Internal users name their
 * absence delegate from here (partners approve nothing).
 */
export function ProcessCentre() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const isStaff = useSession((s) => s.userInfo?.kind !== 'partner');
  const seesAll = useSession((s) => isStaff && hasMenu(processPermissions.workFlows, s));
  const views = processViews.filter((view) => view !== 'all' || seesAll);
  const asked = params.get('tab');
  const view: ProcessView = isOneOf(views, asked) ? asked : 'todo';
  const [delegating, setDelegating] = useState(false);

  return (
    <>
      {/* The delegation button stands beside the tab bar, not in it: a tab list holds only tabs (axe). */}
      <Flex align="flex-start" gap={16}>
        <Tabs
          style={{ flex: 1, minWidth: 0 }}
          activeKey={view}
          onChange={(key) => setParams({ tab: key })}
          items={views.map((key) => ({ key, label: t(`processCentre.tab.${key}`) }))}
        />
        {isStaff ? (
          <Button icon={<UserSwitchOutlined aria-hidden />} onClick={() => setDelegating(true)}>
            {t('processCentre.delegation.open')}
          </Button>
        ) : null}
      </Flex>
      <ProcessList key={view} view={view} />
      {delegating ? (
        <Suspense fallback={null}>
          <DelegationModal onClose={() => setDelegating(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
