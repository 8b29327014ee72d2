import { z } from 'zod';
import { maxListColumns } from './list-export';

/**
 * The lists whose columns a user may choose (the web's list definitions name themselves with one of these):
 * a reader's choice is kept per user and per list.
 */
export const listNames = [
  'opportunity-reports',
  'opportunities',
  'orders',
  'quotations-planning',
  'quotations-formal',
  'quotations-supplementary',
  'quotations-additional',
  'solutions',
  'models',
  'customers',
  'processes',
  'exception-logs',
  'users',
  'companies',
  'virtual-materials',
  'assigned-clues',
  'my-clues',
  'policies',
  'qa',
  'training-courses',
  'training-sessions',
  'training-registrations',
  'tickets',
  'resources-training',
  'resources-resource',
] as const;
export type ListName = (typeof listNames)[number];

/** A column's key as the list definition names it (`opptNo`, `createdAt`). */
export const columnKeySchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,47}$/, { message: 'validation.invalid' });

/** The columns a reader shows, in their order; each key once. */
export const columnChoiceSchema = z
  .array(columnKeySchema)
  .min(1)
  .max(maxListColumns)
  .refine((keys) => new Set(keys).size === keys.length, { message: 'validation.columnKeysRepeated' });

export const listColumnsQuerySchema = z.object({ list: z.enum(listNames) });
export type ListColumnsQuery = z.infer<typeof listColumnsQuerySchema>;

/** A reader's columns of a list: null while the reader keeps the list's defaults. */
export const listColumnsSchema = z.object({
  list: z.enum(listNames),
  columns: z.array(z.string()).nullable(),
});
export type ListColumns = z.infer<typeof listColumnsSchema>;

export const saveListColumnsBodySchema = z.object({ list: z.enum(listNames), columns: columnChoiceSchema });
export type SaveListColumnsBody = z.infer<typeof saveListColumnsBodySchema>;

export const resetListColumnsBodySchema = z.object({ list: z.enum(listNames) });
export type ResetListColumnsBody = z.infer<typeof resetListColumnsBodySchema>;
