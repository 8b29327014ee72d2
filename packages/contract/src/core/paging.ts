import { z } from 'zod';
import { limits } from './constants';
import { maxRecordId } from './ids';

/** One paging convention for every list call: {pageNum, pageSize, ...filters}. */
export const pageRequestSchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(maxRecordId).default(1),
  pageSize: z.coerce.number().int().min(1).max(limits.maxPageSize).default(limits.defaultPageSize),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

/** Answer of every list call: {list, total, pageNum, pageSize}. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * A list filter that takes one value or several (the URL repeats the parameter: `?status=a&status=b`);
 * several match any of them.
 */
export function oneOrMany<T extends z.ZodType>(item: T) {
  return z.union([item, z.array(item).min(1)]);
}
