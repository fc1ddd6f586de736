import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertStoredPhotoKey,
  PHOTO_CACHE_CONTROL,
  PHOTO_CONTENT_TYPE,
  PhotoStoreUnavailableError,
  type PhotoObject,
  type PhotoStore,
} from './photo-store';

/** How to reach the bucket: any S3-compatible store (AWS S3, Cloudflare R2, MinIO, Ceph RGW, …). */
export interface S3PhotoStoreSettings {
  /** The store's address; AWS S3 of the region when unset. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, Ceph and most self-run stores). */
  forcePathStyle: boolean;
}

/**
 * Photos as objects of one bucket (production on a cluster: every backend and workers replica
 * reaches the same photos, with no shared volume). Requests are signed with AWS Signature V4 by
 * AWS's own client.
 */
export class S3PhotoStore implements PhotoStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3PhotoStoreSettings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default CRC32 checksums (headers or aws-chunked trailers) are not understood by
      // every S3-compatible store; Content-MD5 (below) checks the upload wherever S3 is spoken.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // An upload waits on the store: a store that does not answer fails the request, not the process.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertStoredPhotoKey(key);
    await this.send(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: data,
          ContentType: PHOTO_CONTENT_TYPE,
          CacheControl: PHOTO_CACHE_CONTROL,
          ContentMD5: createHash('md5').update(data).digest('base64'),
        }),
      ),
    );
  }

  async copy(from: string, to: string): Promise<void> {
    assertStoredPhotoKey(from);
    assertStoredPhotoKey(to);
    // Stored names need no URL encoding (letters, digits, `_`, `-`, `/` and `.`).
    await this.send(() =>
      this.client.send(new CopyObjectCommand({ Bucket: this.settings.bucket, Key: to, CopySource: `${this.settings.bucket}/${from}` })),
    );
  }

  async get(key: string): Promise<PhotoObject | null> {
    assertStoredPhotoKey(key);
    try {
      const answer = await this.send(() => this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key })));
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 client answered without a Node stream');
      return { body: answer.Body, length: answer.ContentLength, etag: answer.ETag, lastModified: answer.LastModified };
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStoredPhotoKey(key);
    // S3 answers 204 for a key that is not there: removing twice is no error.
    await this.send(() => this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })));
  }

  close(): void {
    this.client.destroy();
  }

  /** The client's send, with an outage (no answer after the retries, or a 5xx) told apart from a refusal. */
  private async send<Output>(request: () => Promise<Output>): Promise<Output> {
    try {
      return await request();
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === undefined || status >= 500) {
        throw new PhotoStoreUnavailableError(`photo store: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      throw error;
    }
  }
}
