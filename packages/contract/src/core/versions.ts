import { z } from 'zod';
import { maxRecordId } from './ids';

/**
 * Optimistic concurrency: every editable record carries a `rowVersion` that each change raises by one. A
 * client sends back the version it read with an edit or a state change; the server refuses a change
 * whose version is no longer current (`error.staleRecord`) and changes nothing. Optional on the wire
 * so that the specification's bodies stay valid; the portal's client always sends it.
 */
export const rowVersionSchema = z.number().int().min(0).max(maxRecordId);
export type RowVersion = z.infer<typeof rowVersionSchema>;
