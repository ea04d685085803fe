import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
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
  const client = new S3Client({
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
  const Bucket = opts.bucket;
  return {
    kind: 's3',
    async put(key, data, contentType) {
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
      await client.send(new DeleteObjectCommand({ Bucket, Key: safeKey(key) }));
    },
    async *list(prefix = '') {
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
    close: () => client.destroy(),
  };
}
