/** API helpers of the opportunity-report journeys: fixtures are made through the same calls the client uses. */
import type { APIRequestContext } from '@playwright/test';
import { tokenPairSchema } from '@portal/contract';
import type { z } from 'zod';
import { dataOf } from './api';
import { password } from './app';

const partners = new Set(['partner.admin', 'partner.sales', 'partner.b']);

export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/login/login', {
    data: { username, password, loginType: partners.has(username) ? 'partner' : 'staff' },
  });
  return (await dataOf(res, tokenPairSchema)).token;
}

/**
 * Calls /api and answers `data` of a successful envelope, parsed with the endpoint's data schema
 * (anything else fails the test).
 */
export async function apiCall<S extends z.ZodType>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data: S,
  payload?: { body?: unknown; query?: Record<string, string | number> },
): Promise<z.output<S>> {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(payload?.body !== undefined ? { data: payload.body } : {}),
    ...(payload?.query ? { params: payload.query } : {}),
  });
  return dataOf(res, data);
}
