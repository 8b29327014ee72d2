import { z } from 'zod';

/** No NUL character: PostgreSQL's text refuses it, so a field carrying one is invalid input, not a 500. */
export const noNul = (value: string) => !value.includes('\u0000');

/** Trimmed text of 1 to `max` characters. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, { abort: true }).max(max).refine(noNul, 'validation.invalid');

/** Trimmed text that may be empty (kept as null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(noNul, 'validation.invalid')
    .nullish()
    .transform((value) => value || null);

/** A list's search words: trimmed, at most 200 characters. */
export const keywordText = () => z.string().trim().max(200).refine(noNul, 'validation.invalid').optional();
