import type { CodeTableAdminEntry } from '@portal/contract';
import { permissions, saveCodeTableEntryBodySchema, systemSettingsEndpoints as ep } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeTablesChangedEvent } from '../../lib/code-tables';
import { request } from '../../lib/request';
import { sentWith } from '../../test/answer-by-path';
import { adminUser } from '../../test/fixtures';
import { callsTo, mockApi, patience, renderWithQueries, resetStores, signInAs } from '../../test/render-app';
import { ConfigurationPage } from './configuration-page';

const region = (id: number, code: string, cn: string): CodeTableAdminEntry => ({
  id,
  codeType: 'REGION',
  code,
  codeDescCn: cn,
  codeDescEn: code,
  codeDescKr: code,
  activeStatus: 1,
  sort: id,
});

function renderPage(buttons: string[]) {
  signInAs(adminUser, buttons);
  const saved: CodeTableAdminEntry[] = [];
  const mocked = mockApi({
    [ep.listCodeTableEntries.path]: () => [region(1, 'CN', '中国'), ...saved],
    [ep.saveCodeTableEntry.path]: ({ body }) => {
      const sent = sentWith(saveCodeTableEntryBodySchema, body);
      const entry = { ...region(9, sent.code, sent.codeDescCn), codeDescKr: sent.codeDescKr };
      saved.push(entry);
      return entry;
    },
  });
  renderWithQueries(
    <MemoryRouter initialEntries={['/configuration']}>
      <ConfigurationPage />
    </MemoryRouter>,
  );
  return mocked;
}

describe('system management', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows no permission without the button, and asks the server nothing', async () => {
    const mocked = renderPage([]);
    expect(await screen.findByText('You may not open this page', {}, patience)).toBeInTheDocument();
    expect(mocked).not.toHaveBeenCalled();
  });

  it('refuses an entry without its Korean name, then saves it and loads the code tables again', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    window.addEventListener(codeTablesChangedEvent, changed);
    const mocked = renderPage([permissions.configurationManage]);
    expect(await screen.findByRole('radio', { name: 'Code tables' }, patience)).toBeInTheDocument();
    expect(await screen.findByText('中国', {}, patience)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New entry' }));
    const dialog = await screen.findByRole('dialog', {}, patience);
    await user.type(within(dialog).getByLabelText('Code'), 'ME');
    await user.type(within(dialog).getByLabelText('Chinese name'), '中东');
    await user.type(within(dialog).getByLabelText('English name'), 'Middle East');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Korean name is required', {}, patience)).toBeInTheDocument();
    expect(callsTo(mocked, ep.saveCodeTableEntry.path)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Korean name'), '중동');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(mocked, ep.saveCodeTableEntry.path)).toHaveLength(1), patience);
    expect(callsTo(mocked, ep.saveCodeTableEntry.path)[0]!.body).toEqual({
      codeType: 'REGION',
      code: 'ME',
      codeDescCn: '中东',
      codeDescEn: 'Middle East',
      codeDescKr: '중동',
      sort: 0,
    });
    // The start-up's code tables load again on this event (lib/start-up.ts).
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1), patience);
    window.removeEventListener(codeTablesChangedEvent, changed);
    expect(await screen.findByText('中东', {}, patience)).toBeInTheDocument();
  });
});
