/** API helpers of the opportunity-report journeys: fixtures are made through the same calls the client uses. */
import type { APIRequestContext } from '@playwright/test';
import {
  agreementConfirmationSchema,
  contactPersonSchema,
  creditCodeOf,
  equipmentModelSchema,
  reportInfoSchema,
  tokenPairSchema,
} from '@portal/contract';
import { z } from 'zod';
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

/**
 * A report of `username` (partner.admin by default), filed and submitted (or only saved, `submit: false`)
 * through the API as the form would: a new customer named `customerName` (a credit code of this moment), one CNC machine.
 */
export async function submitReportByApi(
  request: APIRequestContext,
  names: { customerName: string; projectName: string; amount?: string; username?: string; submit?: boolean },
) {
  const token = await apiToken(request, names.username ?? 'partner.admin');
  await apiCall(
    request,
    token,
    'POST',
    '/businesOpptReporting/confirm-agreement',
    agreementConfirmationSchema,
  );
  const models = await apiCall(
    request,
    token,
    'POST',
    '/businesOpptReporting/get-equipment-model-list',
    z.array(equipmentModelSchema),
    { body: { productLineCode: 'CNC' } },
  );
  const contacts = await apiCall(
    request,
    token,
    'GET',
    '/partner/get-partner-contact-people-list',
    z.array(contactPersonSchema),
  );
  return apiCall(request, token, 'POST', '/businesOpptReporting/save', reportInfoSchema, {
    body: {
      submit: names.submit ?? true,
      contactIds: [contacts[0]!.id],
      customer: {
        name: names.customerName,
        creditCode: creditCodeOf('91320500', String(Date.now()).slice(-8)),
        country: 'CN',
        region: 'CN',
      },
      projectName: names.projectName,
      productLineCode: 'CNC',
      lines: [{ equipmentModelId: models[0]!.id, kind: models[0]!.kind, quantity: 1 }],
      rate: '30.00',
      amount: names.amount ?? '800000',
      currency: 'CNY',
      expectedCloseDate: '2027-06-30',
    },
  });
}
