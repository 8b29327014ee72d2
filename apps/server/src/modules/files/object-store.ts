import type { Config } from '../../config';
import type { FileStore } from './file-storage';
import { DiskFileStore } from './file-storage';
import { S3FileStore } from './s3-file-store';

/** The store the configuration names: DATA_DIR/files by default, an S3-compatible bucket with S3_BUCKET. */
export function createFileStore(config: Pick<Config, 'filesDir' | 'objectStore'>): FileStore {
  const settings = config.objectStore;
  return settings.kind === 's3'
    ? new S3FileStore(config.filesDir, settings)
    : new DiskFileStore(config.filesDir);
}
