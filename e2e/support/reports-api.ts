/** A submitted opportunity report as a fixture: filed through the calls the partner's form makes. */
import type { APIRequestContext } from '@playwright/test';
import {
  agreementConfirmationSchema,
  contactPersonSchema,
  creditCodeOf,
  equipmentModelSchema,
  reportInfoSchema,
} from '@portal/contract';
import { z } from 'zod';
import { apiCall, apiToken } from './opportunity-reports';

/**
 * Files and submits a CNC report of `username` for a new customer (a credit code of this moment, with
 * correct check characters); answers the report.
 */
export async function submitReportThroughApi(
  request: APIRequestContext,
  username: string,
  names: { customer: string; project: string },
) {
  const token = await apiToken(request, username);
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
      submit: true,
      contactIds: [contacts[0]!.id],
      customer: {
        name: names.customer,
        creditCode: creditCodeOf('91320500', Date.now().toString(16).slice(-8).toUpperCase()),
        country: 'CN',
        region: 'CN',
      },
      projectName: names.project,
      productLineCode: 'CNC',
      lines: [{ equipmentModelId: models[0]!.id, kind: models[0]!.kind, quantity: 1 }],
      rate: '50.00',
      amount: '120000',
      currency: 'CNY',
      expectedCloseDate: '2027-06-30',
    },
  });
}
