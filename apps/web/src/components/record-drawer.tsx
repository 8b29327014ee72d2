import { Button, Drawer, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Ant Design's Result carries its state illustrations (about 10 KB gzip): loaded only when a record fails.
const Result = lazy(() => import('antd/es/result'));

export interface RecordDrawerProps {
  title: ReactNode;
  /** The record could not be loaded. */
  failed: boolean;
  /** The record (or, for a new one, what the form needs) has arrived. */
  loaded: boolean;
  /** Read-only: no Cancel/Save footer. */
  readOnly: boolean;
  saving: boolean;
  /** Save submits the form; the form's own onFinish does the work. */
  onSave: () => void;
  onClose: () => void;
  size?: number;
  children: ReactNode;
}

/** A drawer for viewing, creating or editing one record: loading and failure states, Cancel and Save. */
export function RecordDrawer({
  title,
  failed,
  loaded,
  readOnly,
  saving,
  onSave,
  onClose,
  size = 720,
  children,
}: RecordDrawerProps) {
  const { t } = useTranslation();
  let body: ReactNode = children;
  if (failed)
    body = (
      <Suspense fallback={null}>
        <Result status="warning" title={t('state.loadError')} />
      </Suspense>
    );
  else if (!loaded)
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  return (
    <Drawer
      open
      size={size}
      title={title}
      onClose={onClose}
      destroyOnHidden
      footer={
        readOnly ? null : (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={saving} disabled={!loaded} onClick={onSave}>
              {t('common.save')}
            </Button>
          </Flex>
        )
      }
    >
      {body}
    </Drawer>
  );
}
