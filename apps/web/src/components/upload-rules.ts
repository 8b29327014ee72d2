/**
 * The upload checks of spec section 5, shared by FileUpload and ImportButton: the name before the first
 * dot must not be empty, the extension (after the last dot, upper-cased) must be allowed when a list is
 * given, and the size must not exceed the limit.
 */
import { limits, splitFileName } from '@portal/contract';
import type { TFunction } from 'i18next';
import { notify } from '../lib/notify';

export interface UploadRules {
  /** Allowed extensions, any case, with or without a leading dot; empty or absent = any. */
  accept?: readonly string[];
  /** Maximum size in MB (1 MB = 1024 × 1024 bytes). */
  maxSizeMb?: number;
}

/** Upper-cased extensions without their dot. */
export function normalizeExtensions(accept: readonly string[] | undefined): string[] {
  return (accept ?? []).map((ext) => ext.trim().replace(/^\./, '').toUpperCase()).filter(Boolean);
}

/** The `accept` attribute of the file input: ".pdf,.png". */
export function acceptAttribute(accept: readonly string[] | undefined): string | undefined {
  const extensions = normalizeExtensions(accept);
  return extensions.length ? extensions.map((ext) => `.${ext.toLowerCase()}`).join(',') : undefined;
}

/** Why `file` is refused, as a translated message, or null when it may be uploaded. */
export function uploadRefusal(file: File, rules: UploadRules, t: TFunction): string | null {
  const { stem, ext } = splitFileName(file.name);
  if (stem.trim() === '') return t('upload.nameEmpty');
  const allowed = normalizeExtensions(rules.accept);
  if (allowed.length && !allowed.includes(ext)) {
    return t('upload.formatInvalid', { name: file.name, formats: allowed.join(', ') });
  }
  const maxSizeMb = rules.maxSizeMb ?? limits.uploadMaxMb;
  if (file.size > maxSizeMb * 1024 * 1024)
    return t('upload.sizeInvalid', { name: file.name, size: maxSizeMb });
  return null;
}

/** Checks `file`; a refusal is shown for 10 seconds and answers false. */
export function checkUpload(file: File, rules: UploadRules, t: TFunction): boolean {
  const refusal = uploadRefusal(file, rules, t);
  if (refusal === null) return true;
  notify.error(refusal, limits.uploadMessageSeconds);
  return false;
}
