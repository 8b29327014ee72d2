import type { Registration } from '@portal/contract';
import { trainingEndpoints } from '@portal/contract';
import { screen, within } from '@testing-library/react';
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
    for (const name of ['Cancel', 'Approve', 'Present', 'Absent'])
      expect(within(row).queryByRole('button', { name })).toBeNull();
  });
});
