import { z } from 'zod';

/** The largest value of an integer column (PostgreSQL `integer`): every id and version is one. */
export const maxRecordId = 2_147_483_647;

/**
 * The one schema of an id or a version a client sends, in a body or a query (where it arrives as text):
 * a whole number from 1 to `maxRecordId`. A larger one is refused naming the field, never handed to the
 * database (where it would overflow the column).
 */
export const recordIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().int().min(1).max(maxRecordId),
);
