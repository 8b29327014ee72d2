import type { BackupList } from '@portal/contract';
import { envelopeCodes, translate } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestError } from '../../../lib/request';
import { callsTo, mockApi, renderApp, resetStores } from '../../../test/render-app';
import { BackupsSection } from './backups-section';

const listPath = '/system/backup/list';
const startPath = '/system/backup/start';

const older = {
  name: 'portal-backup-20261127-023000.tar.gz',
  bytes: 52_428_800,
  createdAt: '2026-11-27T02:30:41.000Z',
};
const newer = {
  name: 'portal-backup-20261128-023000.tar.gz',
  bytes: 1_610_612_736,
  createdAt: '2026-11-28T02:31:02.000Z',
};
const written = {
  name: 'portal-backup-20261128-101500.tar.gz',
  bytes: 1536,
  createdAt: '2026-11-28T10:15:09.000Z',
};

const listing = (archives: BackupList['archives'], running = false, available = true): BackupList => ({
  available,
  running,
  archives,
});

/** The list answers these in turn, the last one from then on. */
function answers(...lists: BackupList[]) {
  let next = 0;
  return () => lists[Math.min(next++, lists.length - 1)];
}

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

afterEach(resetStores);

// Real Ant Design in jsdom is slow, more so on a busy machine.
describe('BackupsSection', { timeout: 60_000 }, () => {
  it('lists the backups newest first with their size in human units, time and state', async () => {
    mockApi({ [listPath]: () => listing([newer, older]) });
    renderApp(<BackupsSection />);
    expect(await screen.findByText(newer.name)).toBeInTheDocument();
    const [first, second] = rowsOf();
    expect(within(first!).getByText('1.5 GB')).toBeInTheDocument();
    expect(within(first!).getByText('Finished')).toBeInTheDocument();
    expect(within(first!).getByText(/^2026-11-28 \d\d:31:02$/)).toBeInTheDocument();
    expect(within(second!).getByText(older.name)).toBeInTheDocument();
    expect(within(second!).getByText('50.0 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  });

  it('says when there is no backup yet', async () => {
    mockApi({ [listPath]: () => listing([]) });
    renderApp(<BackupsSection />);
    expect(await screen.findByText('No backups yet')).toBeInTheDocument();
  });

  it('shows one being written on top and lists again until it is done', async () => {
    const api = mockApi({ [listPath]: answers(listing([older], true), listing([written, older])) });
    renderApp(<BackupsSection />);
    expect(await screen.findByText('Being written')).toBeInTheDocument();
    expect(within(rowsOf()[0]!).getByText('Being written')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeDisabled();
    // The list asks again by itself (every 2 seconds) while one is being written.
    expect(await screen.findByText(written.name, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByText('Being written')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeEnabled();
    const asked = callsTo(api, listPath).length;
    expect(asked).toBe(2);
    // Nothing is being written: it stops asking.
    await new Promise((r) => setTimeout(r, 2500));
    expect(callsTo(api, listPath)).toHaveLength(asked);
  });

  it('starts one after a confirmation saying people keep working, and says when it is written', async () => {
    const user = userEvent.setup();
    let started = false;
    const api = mockApi({
      [listPath]: () => (started ? listing([written, older]) : listing([older])),
      [startPath]: () => {
        started = true;
        return null;
      },
    });
    renderApp(<BackupsSection />);
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Back up now?')[0]).toBeVisible();
    expect(within(dialog).getByText(/while people keep working/)).toBeInTheDocument();
    // Cancel starts nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, startPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(callsTo(api, startPath)).toHaveLength(1));
    expect(await screen.findByText(`Backup ${written.name} written`)).toBeInTheDocument();
    expect(screen.getByText(written.name, { selector: 'code' })).toBeInTheDocument();
  });

  it('shows the server’s refusal where the button is, and a backup that ends without an archive as failed', async () => {
    const user = userEvent.setup();
    const running = translate('en', 'error.backupRunning');
    let refuse = true;
    mockApi({
      [listPath]: () => listing([older]),
      [startPath]: () => {
        if (refuse) throw new RequestError(envelopeCodes.shown, running);
        return null;
      },
    });
    renderApp(<BackupsSection />);
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText(running)).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText(translate('en', 'backup.failed'))).toBeInTheDocument();
    expect(screen.queryByText(running)).toBeNull();
  });

  it('says that backups are the database server’s business instead of the button', async () => {
    mockApi({ [listPath]: () => listing([], false, false) });
    renderApp(<BackupsSection />);
    expect(await screen.findByText(translate('en', 'error.backupUnavailable'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
