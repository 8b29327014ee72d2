import { z } from 'zod';
import { recordIdSchema } from '../core/ids';

/** Extensions accepted by uploadDocument (checked case-insensitively and against the content). */
export const documentExtensions = [
  'JPG',
  'JPEG',
  'PNG',
  'GIF',
  'PDF',
  'DOC',
  'DOCX',
  'XLS',
  'XLSX',
  'PPT',
  'PPTX',
  'TXT',
  'CSV',
  'ZIP',
] as const;
/** Extensions accepted by the import button. */
export const importExtensions = ['XLSX', 'XLS', 'CSV'] as const;
/** Images the upload widget previews. */
export const previewImageExtensions = ['JPG', 'JPEG', 'PNG', 'GIF'] as const;

export const uploadDataSchema = z.object({
  id: z.string(),
  docUrl: z.string(),
  docExt: z.string(),
  name: z.string(),
  size: z.number().int(),
});
export type UploadData = z.infer<typeof uploadDataSchema>;

export const downloadQuerySchema = z.object({ id: z.uuid() });

/** A file attached to a record (a solution, a policy, a quotation, a Q&A message), as its readers see it. */
export const attachedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  ext: z.string(),
  size: z.number().int(),
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

/** The documents (uploaded with uploadDocument) a record attaches, in order, each once. */
export const attachedFileIdsSchema = (max: number, duplicateMessage: string) =>
  z
    .array(z.uuid())
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, duplicateMessage);

/**
 * The name part before the first dot and the extension after the last one.
 * "a.b.PNG" → {stem: "a", ext: "PNG"}; ".png" → {stem: "", ext: "PNG"}; "x" → {stem: "x", ext: ""}.
 */
export function splitFileName(fileName: string): { stem: string; ext: string } {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const firstDot = base.indexOf('.');
  const lastDot = base.lastIndexOf('.');
  return {
    stem: firstDot === -1 ? base : base.slice(0, firstDot),
    ext: lastDot === -1 ? '' : base.slice(lastDot + 1).toUpperCase(),
  };
}

/**
 * Which ticket a document imported through addDocument goes into (none: a plain import upload). Kept beside
 * the upload schemas, so that every upload field does not load the tickets' contract.
 */
export const addTicketDocumentQuerySchema = z.object({ ticketId: recordIdSchema.optional() });
