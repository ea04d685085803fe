import type { S3Client } from '@aws-sdk/client-s3';
import { onFirstUse } from '../lazy.ts';
import { contentTypeOf, publicUrlOf, safeKey, toBuffer, type FileStorage } from './types.ts';

export type S3StorageOptions = {
  bucket: string;
  /** An S3-compatible server's address (MinIO, Ceph, Garage, R2…); absent for AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: what most self-hosted servers want. */
  forcePathStyle: boolean;
};

const missing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Files as objects in an S3-compatible bucket under the same keys as every other driver. The bucket
 * stays private: browsers still fetch /files/<key> from the API, which serves only the public image
 * folders (lib/http/web-app.ts), so the bucket needs no public policy.
 */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  // The SDK is loaded, and the client made, on the first call: a process that never touches a file
  // (or runs with another driver) does not pay for it at start.
  let made: S3Client | undefined;
  const sdk = onFirstUse(async () => {
    const s3 = await import('@aws-sdk/client-s3');
    made = newClient(s3.S3Client, opts);
    return { client: made, ...s3 };
  });
  const Bucket = opts.bucket;
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { client, PutObjectCommand } = await sdk();
      const Key = safeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: toBuffer(data),
          ContentType: contentType ?? contentTypeOf(Key),
        }),
      );
    },
    async get(key) {
      const { client, GetObjectCommand } = await sdk();
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: safeKey(key) }));
        if (!res.Body) return null;
        return toBuffer(await res.Body.transformToByteArray());
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket, Key: safeKey(key) }));
    },
    async *list(prefix = '') {
      const { client, ListObjectsV2Command } = await sdk();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl: publicUrlOf,
    close: () => made?.destroy(),
  };
}

function newClient(Client: typeof S3Client, opts: S3StorageOptions): S3Client {
  return new Client({
    endpoint: opts.endpoint,
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // Checksums only where the API requires them: many S3-compatible servers reject the SDK's
    // default CRC32 trailers on PutObject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
