/** Envelope codes of spec section 8. Business outcomes travel as these codes on HTTP 200. */
export const envelopeCodes = {
  success: 0,
  tokenExpired: 3,
  loginExpired: 6,
  shown: 100,
  tolerated: 102,
  serverError: 500,
} as const;

export type EnvelopeCode = (typeof envelopeCodes)[keyof typeof envelopeCodes];

/** Codes the client treats as success (spec section 9: tolerated codes 0 and 102). */
export const toleratedCodes: readonly number[] = [envelopeCodes.success, envelopeCodes.tolerated];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
