import { permissions } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser } from '../test/fixtures';
import { mockApi, pageOf, renderApp, resetStores, signInAs } from '../test/render-app';
import { ExceptionLogPage } from './exception-log-page';

function renderPage(buttons: string[]) {
  signInAs(adminUser, buttons);
  mockApi({
    '/exceptionLog/page': () => pageOf([]),
    '/user-settings/get-list-columns': () => ({ list: 'exception-logs', columns: null }),
    '/system/backup/list': () => ({ available: true, running: false, archives: [] }),
  });
  return renderApp(<ExceptionLogPage />, { route: '/system/exception-log' });
}

afterEach(resetStores);

describe('ExceptionLogPage', { timeout: 60_000 }, () => {
  it('opens the backups in a drawer for a holder of the backup permission', async () => {
    const user = userEvent.setup();
    renderPage([permissions.systemBackup]);
    await user.click(await screen.findByRole('button', { name: 'Backups' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('No backups yet')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Back up now' })).toBeInTheDocument();
  });

  it('shows no backups button without the permission', async () => {
    renderPage([]);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Backups' })).toBeNull();
  });
});
