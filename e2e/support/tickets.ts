/** Ticket steps shared by the ticket journeys. */
import type { APIRequestContext } from '@playwright/test';
import type { InstalledEquipment } from '@portal/contract';
import { installedEquipmentSchema } from '@portal/contract';
import { z } from 'zod';
import { dataOf } from './api';
import { password } from './app';

/** A 1×1 PNG: the photo a partner attaches to a ticket. */
export const ticketPhoto = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The first installed equipment of a partner's company (what it reads off the machine's plate). */
export async function firstEquipmentOf(
  request: APIRequestContext,
  username: string,
): Promise<InstalledEquipment> {
  const login = await request.post('/api/login/login', {
    data: { username, password, loginType: 'partner' },
  });
  const token: string = (await login.json()).data.token;
  const [kit] = await dataOf(
    await request.post('/api/ticket/list-installed-equipment', {
      headers: { authorization: `Bearer ${token}`, language: 'kr' },
      data: { limit: 1 },
    }),
    z.array(installedEquipmentSchema),
  );
  if (!kit) throw new Error(`${username}'s company has no installed equipment`);
  return kit;
}
