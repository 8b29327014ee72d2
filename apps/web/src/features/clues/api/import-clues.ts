import type { ClueImportRefusal, ClueImportResult } from '@portal/contract';
import { clueImportRefusalSchema, cluesEndpoints } from '@portal/contract';
import { RequestError, upload } from '../../../lib/request';

/** Uploads one .xlsx to the import call; answers the count, or throws (the message has been shown). */
export function importClues(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ClueImportResult> {
  return upload(cluesEndpoints.importClues, file, onProgress, signal);
}

/** The errors by row a refused import carries, if the refusal is one. */
export function importErrorsOf(error: unknown): ClueImportRefusal | null {
  if (!(error instanceof RequestError)) return null;
  const parsed = clueImportRefusalSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}
