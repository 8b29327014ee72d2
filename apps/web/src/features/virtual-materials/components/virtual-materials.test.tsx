import { materialsEndpoints, permissions } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { channelUser, plannerUser } from '../../../test/fixtures';
import { virtualMaterial } from '../test-support';
import { VirtualMaterialDetail } from './virtual-material-detail';
import { VirtualMaterialList } from './virtual-material-list';

const paths = {
  page: materialsEndpoints.pageVirtualMaterials.path,
  info: materialsEndpoints.getVirtualMaterialInfo.path,
  save: materialsEndpoints.saveVirtualMaterial.path,
};
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('virtual materials', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('lists them with status, code tables and exact prices; create and import only with virtual.edit', async () => {
    signInAs(channelUser, []);
    mockApi({
      [paths.page]: () =>
        pageOf([
          virtualMaterial(),
          virtualMaterial({ id: 4, code: 'VM2026000004', status: 'retired', actions: [] }),
        ]),
    });
    const { unmount } = renderWithQueries(
      <MemoryRouter>
        <VirtualMaterialList />
      </MemoryRouter>,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(2), patience);
    const first = within(bodyRows()[0]!);
    expect(first.getByRole('link', { name: 'VM2026000003' })).toHaveAttribute('href', '/virtual/detail?id=3');
    expect(first.getByText('Draft')).toBeInTheDocument();
    expect(first.getByText('Workcell')).toBeInTheDocument();
    expect(first.getByText('Set')).toBeInTheDocument();
    expect(first.getByText('CNY 415,000.00')).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText('Retired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    unmount();

    signInAs(plannerUser, [permissions.virtualEdit]);
    renderWithQueries(
      <MemoryRouter>
        <VirtualMaterialList />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: /Create/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Import/ })).toBeInTheDocument();
  });

  it('refuses a choice value outside its choices before sending, then saves a corrected draft', async () => {
    signInAs(plannerUser, [permissions.virtualEdit]);
    const mocked = mockApi({
      [paths.info]: () => virtualMaterial(),
      [paths.save]: () => virtualMaterial({ rowVersion: 2 }),
    });
    renderWithQueries(
      <MemoryRouter>
        <VirtualMaterialDetail id={3} />
      </MemoryRouter>,
    );
    const value = await screen.findByRole('textbox', { name: 'Value' }, patience);
    await userEvent.clear(value);
    await userEvent.type(value, 'Laser');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The value must be one of its choices')).toBeInTheDocument();
    expect(callsTo(mocked, paths.save)).toHaveLength(0);

    await userEvent.clear(value);
    await userEvent.type(value, 'TIG');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(mocked, paths.save)).toHaveLength(1));
    expect(callsTo(mocked, paths.save)[0]!.body).toMatchObject({
      id: 3,
      rowVersion: 1,
      attributes: [{ key: 'Process', type: 'choice', value: 'TIG', choices: ['MIG', 'TIG'] }],
    });
    // Moves come from the server's actions: a draft offers Activate, never Retire.
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retire' })).toBeNull();
  });
});
