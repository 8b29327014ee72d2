import type { Registration } from '@portal/contract';
import { trainingEndpoints } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures';
import { mockApi, pageOf, patience, renderApp, resetStores, signInAs } from '../../../test/render-app';
import { RegistrationList } from './registration-list';

const ep = trainingEndpoints;
const registration = (overrides: Partial<Registration> = {}): Registration => ({
  id: 1,
  sessionId: 3,
  courseId: 2,
  courseNameCn: '数控机床基础',
  courseNameEn: 'CNC machine basics',
  courseNameKr: 'CNC 장비 기초',
  startsAt: '2030-03-10T00:00:00.000Z',
  startsLocal: '2030-03-10T09:00',
  timeZone: 'Asia/Seoul',
  userId: 7,
  personName: 'Sora Partner',
  companyId: 1,
  companyName: 'Demo Partner A',
  status: 'waiting',
  waitPosition: 2,
  registeredAt: '2030-01-01T00:00:00.000Z',
  registeredByName: 'Alex Partner',
  heldSeat: false,
  result: null,
  score: null,
  certificate: null,
  rowVersion: 1,
  // The server decides; a fixture lists what its test needs.
  actions: [],
  ...overrides,
});

afterEach(() => resetStores());

describe('registrations', () => {
  it('shows exactly the actions the server lists, and the waiting-list place', async () => {
    signInAs(adminUser, []);
    mockApi({ [ep.pageRegistrations.path]: () => pageOf([registration({ actions: ['reject'] })]) });
    renderApp(<RegistrationList />);
    await screen.findByText('Sora Partner', {}, patience);
    const row = screen.getByText('Sora Partner').closest('tr')!;
    expect(within(row).getByText('Waiting list')).toBeInTheDocument();
    expect(within(row).getByText('#2')).toBeInTheDocument();
    expect(within(row).getByText('2030-03-10 09:00')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    for (const name of ['Cancel', 'Approve', 'Present', 'Absent', 'Result', 'Certificate PDF', 'Revoke'])
      expect(within(row).queryByRole('button', { name })).toBeNull();
  });

  it('records a result in its dialog, and shows the certificate a pass issued with its actions', async () => {
    signInAs(adminUser, []);
    const sent: unknown[] = [];
    const attended = registration({ status: 'attended', waitPosition: null, actions: ['recordResult'] });
    const passed = registration({
      status: 'attended',
      waitPosition: null,
      result: 'pass',
      score: 88,
      certificate: {
        id: 5,
        status: 'valid',
        issuedOn: '2030-03-10',
        expiresOn: '2032-03-10',
        revokedReason: null,
        rowVersion: 1,
        actions: ['revoke'],
      },
    });
    let current = attended;
    mockApi({
      [ep.pageRegistrations.path]: () => pageOf([current]),
      [ep.recordResult.path]: ({ body }) => {
        sent.push(body);
        current = passed;
        return passed;
      },
    });
    const user = userEvent.setup();
    renderApp(<RegistrationList />);
    await screen.findByText('Sora Partner', {}, patience);
    await user.click(screen.getByRole('button', { name: 'Result' }));
    const dialog = await screen.findByRole('dialog', {}, patience);
    await user.type(within(dialog).getByRole('spinbutton'), '88');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('2032-03-10', {}, patience);
    expect(sent).toEqual([{ id: 1, rowVersion: 1, result: 'pass', score: 88 }]);
    const row = screen.getByText('Sora Partner').closest('tr')!;
    expect(within(row).getByText('Pass · 88')).toBeInTheDocument();
    expect(within(row).getByText('Valid')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Certificate PDF' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Result' })).toBeNull();
  });
});
