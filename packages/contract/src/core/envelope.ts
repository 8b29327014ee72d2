import { z } from 'zod';

// The codes and the envelope's shape are in envelope-codes.ts (zod-free: the sign-in page needs them).

/** One field that failed validation, named by its dotted path. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
