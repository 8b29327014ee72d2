/** API helpers of the opportunity-report journeys: fixtures are made through the same calls the client uses. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { password } from './app';

const partners = new Set(['partner.admin', 'partner.sales', 'partner.b']);

export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/login/login', {
    data: { username, password, loginType: partners.has(username) ? 'partner' : 'staff' },
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: { token: string } };
  expect(envelope.code, envelope.msg).toBe(0);
  return envelope.data.token;
}

/** Calls /api and answers `data` of a successful envelope (anything else fails the test). */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: { body?: unknown; query?: Record<string, string | number> },
): Promise<T> {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(payload?.body !== undefined ? { data: payload.body } : {}),
    ...(payload?.query ? { params: payload.query } : {}),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, envelope.msg).toBe(0);
  return envelope.data;
}

export interface ReportSummary {
  id: number;
  reportNo: string;
  status: string;
  customerName: string;
  customerCreditCode: string | null;
  productLineCode: string | null;
}
