import { permissions } from '@portal/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExceptionLogList } from '../features/exception-logs/components/exception-log-list';
import { hasButton, useSession } from '../lib/session';

const loadBackups = () => import('../features/backups/components/backups-drawer');
const BackupsDrawer = lazy(() => loadBackups().then((m) => ({ default: m.BackupsDrawer })));

/**
 * "Backups" on demand: the button stands in for the drawer (its list, table and confirmation), which
 * loads when the button is pointed at and opens when it is pressed.
 */
function BackupsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  /** Whether the drawer's code has arrived: until then a press shows the button busy. */
  const [loaded, setLoaded] = useState(false);
  const wanted = open || loaded;
  return (
    <>
      <Button
        loading={open && !loaded}
        onMouseEnter={() => void loadBackups()}
        onFocus={() => void loadBackups()}
        onClick={() => {
          setOpen(true);
          void loadBackups().then(() => setLoaded(true));
        }}
      >
        {t('backup.title')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <BackupsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * /system/exception-log, the monitoring screen: the exception log, and with `system.backup` the
 * backups of the embedded database (docs/embedded-postgres.md, "Backups").
 */
export function ExceptionLogPage() {
  const canBackUp = useSession((s) => hasButton(permissions.systemBackup, s));
  return <ExceptionLogList toolbar={canBackUp ? <BackupsButton /> : null} />;
}
