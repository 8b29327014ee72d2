import { z } from 'zod';

/** The largest quantity a line may carry. */
export const maxQuantity = 999_999;

/**
 * A quantity of a line (a bill of materials, a solution, a quotation): a decimal string greater than zero
 * with at most three decimals (metres, kilograms) and at most `maxQuantity`; exact, never a float.
 */
export const quantitySchema = z
  .string()
  .trim()
  .regex(/^(?:0|[1-9]\d{0,5})(?:\.\d{1,3})?$/, 'validation.quantity')
  .refine((value) => /[1-9]/.test(value), 'validation.quantity');
