import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackupsSection } from './backups-section';

/** The backups in a drawer of the monitoring screen; its list is asked for when the drawer first opens. */
export function BackupsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} size={720} title={t('backup.title')} onClose={onClose} destroyOnHidden>
      <BackupsSection />
    </Drawer>
  );
}
