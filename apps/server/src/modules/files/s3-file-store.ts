import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ObjectStoreConfig } from '../../config';
import type { OpenedFile, TempFile } from './file-storage';
import { ObjectStoreError, TempFolderStore } from './file-storage';

export type S3Settings = Extract<ObjectStoreConfig, { kind: 's3' }>;

/**
 * Files in a bucket of an S3-compatible store (AWS S3, MinIO, Ceph, …) under `S3_PREFIX<yyyy>/<mm>/<id>`.
 * Uploads are received and checked in the local temp folder (`tmpRoot`/tmp) like on disk, then put
 * whole with their SHA-256 (AWS S3 and MinIO refuse a body that does not match it); a download asks
 * the store for just the bytes it sends.
 */
export class S3FileStore extends TempFolderStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(
    tmpRoot: string,
    private readonly settings: S3Settings,
  ) {
    super(tmpRoot);
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // A checksum only where the operation requires one: many S3-compatible stores do not take the
      // chunked checksum trailer the SDK would add by default. The upload sends its SHA-256 itself.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    return this.settings.prefix + key;
  }

  /** The bucket exists and these credentials may use it (HeadBucket: s3:ListBucket on it). */
  async check(): Promise<void> {
    const { bucket, endpoint } = this.settings;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const where = `the bucket ${bucket}${endpoint ? ` at ${endpoint}` : ''}`;
      throw new ObjectStoreError(
        `S3_BUCKET: ${where} cannot be used (${describeFailure(error)}); check the S3_* settings`,
      );
    }
  }

  async keep(temp: TempFile, key: string): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
          Body: createReadStream(temp.path),
          ContentLength: temp.size,
          ChecksumSHA256: Buffer.from(temp.sha256, 'hex').toString('base64'),
        }),
      );
    } finally {
      await this.discard(temp.path);
    }
  }

  async remove(key: string): Promise<void> {
    await this.client
      .send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }))
      .catch(() => {});
  }

  async open(key: string): Promise<OpenedFile | null> {
    const Bucket = this.settings.bucket;
    const Key = this.objectKey(key);
    let size: number;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket, Key }));
      size = head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return {
      size,
      read: async (range) => {
        const answer = await this.client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered no stream for ${Key}`);
        return answer.Body;
      },
      close: () => Promise.resolve(),
    };
  }

  /** Closes the client's connections (tests and shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof S3ServiceException)
    return `${error.name}, HTTP ${error.$metadata.httpStatusCode ?? 'status unknown'}`;
  return error instanceof Error ? error.message || error.name : String(error);
}

/** A 404 of HEAD (no body, so no error code) or a NoSuchKey. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
}
