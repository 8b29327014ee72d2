/** /api answers in API steps: the envelope, then its data parsed with the contract's schema. */
import type { APIResponse } from '@playwright/test';
import { expect } from '@playwright/test';
import { envelopeSchema } from '@portal/contract';
import { z } from 'zod';

const anyEnvelope = envelopeSchema(z.unknown());

/** The data of a successful envelope, parsed with `schema` (any other code fails the test). */
export async function dataOf<S extends z.ZodType>(res: APIResponse, schema: S): Promise<z.output<S>> {
  const envelope = anyEnvelope.parse(await res.json());
  expect(envelope.code, envelope.msg).toBe(0);
  return schema.parse(envelope.data);
}
