import type { MessageKey } from '@portal/contract';
import { permissions } from '@portal/contract';
import { Flex, Segmented } from 'antd';
import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NoPermissionState } from '../../components/states';
import { hasButton, useSession } from '../../lib/session';

/** One tab of system management: its key (`?tab=`), title, the button that grants it, and its lazy screen. */
interface ConfigurationTab {
  key: string;
  titleKey: MessageKey;
  button: string;
  Screen: ComponentType;
}

/** The tabs of system management, in order; each loads when opened. */
export const configurationTabs: ConfigurationTab[] = [
  {
    key: 'code-tables',
    titleKey: 'systemSettings.tab.codeTables',
    button: permissions.configurationManage,
    Screen: lazy(() => import('./components/code-tables-tab').then((m) => ({ default: m.CodeTablesTab }))),
  },
  {
    key: 'settings',
    titleKey: 'systemSettings.tab.settings',
    button: permissions.configurationManage,
    Screen: lazy(() => import('./components/settings-tab').then((m) => ({ default: m.SettingsTab }))),
  },
  {
    key: 'product-lines',
    titleKey: 'referenceAdmin.tab.productLines',
    button: permissions.configurationManage,
    Screen: lazy(() =>
      import('./components/product-lines-tab').then((m) => ({ default: m.ProductLinesTab })),
    ),
  },
  {
    key: 'equipment-models',
    titleKey: 'referenceAdmin.tab.equipmentModels',
    button: permissions.configurationManage,
    Screen: lazy(() =>
      import('./components/equipment-models-tab').then((m) => ({ default: m.EquipmentModelsTab })),
    ),
  },
  {
    key: 'roles',
    titleKey: 'roles.title',
    button: permissions.roleEdit,
    Screen: lazy(() => import('./roles-tab').then((m) => ({ default: m.RolesTab }))),
  },
  {
    key: 'business-calendars',
    titleKey: 'systemSettings.tab.businessCalendars',
    button: permissions.configurationManage,
    Screen: lazy(() =>
      import('./components/business-calendars-tab').then((m) => ({ default: m.BusinessCalendarsTab })),
    ),
  },
  {
    key: 'history',
    titleKey: 'systemSettings.tab.history',
    button: permissions.configurationManage,
    Screen: lazy(() => import('./components/history-tab').then((m) => ({ default: m.HistoryTab }))),
  },
];

/** /configuration: system management for administrators (the server enforces each tab's button). */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // A string (stable between renders) of which tabs the reader's buttons grant.
  const granted = useSession((s) =>
    configurationTabs.map((tab) => (hasButton(tab.button, s) ? '1' : '0')).join(''),
  );
  const shown = configurationTabs.filter((_, index) => granted[index] === '1');
  if (shown.length === 0) return <NoPermissionState />;
  const active = shown.find((tab) => tab.key === params.get('tab')) ?? shown[0]!;
  return (
    <Flex vertical gap={16}>
      <Segmented
        value={active.key}
        onChange={(key) => setParams(key === shown[0]!.key ? {} : { tab: key })}
        options={shown.map(({ key, titleKey }) => ({ value: key, label: t(titleKey) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Suspense fallback={null}>
        <active.Screen key={active.key} />
      </Suspense>
    </Flex>
  );
}
