import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertValidKey, StorageFileNotFoundError, type Storage } from './storage';

export type S3StorageConfig = {
  bucket: string;
  /** Leave unset for AWS itself; set for MinIO, Ceph, R2 and other S3-compatible stores. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted stores need it. */
  forcePathStyle: boolean;
  /** Prepended to every key, so several installations can share a bucket. */
  prefix: string;
};

// S3's smallest multipart part (except the last). Bodies below it go up in one PutObject.
const PART_SIZE = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket, so every server instance sees the same
 * files (ARCHITECTURE.md, scale-out). Bodies stream: a body of unknown length
 * is sent as a multipart upload in 5 MB parts, so no file is held whole in memory.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = s3ClientOf(config);
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertValidKey(key);
    return `${config.prefix}${key}`;
  };

  return {
    async putFile(key, body) {
      const Key = objectKey(key);
      const iterator = (Buffer.isBuffer(body) ? Readable.from([body]) : body)[
        Symbol.asyncIterator
      ]() as AsyncIterator<Buffer>;
      // Read up to one part: a small body is one PutObject (readers never see half of it).
      let head = Buffer.alloc(0);
      let ended = false;
      while (head.length < PART_SIZE) {
        const next = await iterator.next();
        if (next.done) {
          ended = true;
          break;
        }
        head = Buffer.concat([head, Buffer.from(next.value)]);
      }
      if (ended) {
        await client.send(
          new PutObjectCommand({ Bucket, Key, Body: head, ContentLength: head.length }),
        );
        return { size: head.length };
      }
      return { size: await uploadInParts(client, { Bucket, Key }, head, iterator) };
    },

    async getFile(key) {
      const Key = objectKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!(Body instanceof Readable)) throw new Error(`No readable body for ${key}`);
        return Body;
      } catch (error) {
        if (error instanceof NoSuchKey || isNotFound(error))
          throw new StorageFileNotFoundError(key);
        throw error;
      }
    },

    async deleteFile(key) {
      // S3 treats deleting a missing key as success, as the Storage type asks.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}

function s3ClientOf(config: S3StorageConfig) {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });
}

/** A body past one part, sent in PART_SIZE parts; the upload is aborted if any part fails. */
async function uploadInParts(
  client: S3Client,
  { Bucket, Key }: { Bucket: string; Key: string },
  first: Buffer,
  rest: AsyncIterator<Buffer>,
) {
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
  const parts: { ETag: string | undefined; PartNumber: number }[] = [];
  let size = 0;
  try {
    let pending = first;
    let done = false;
    while (!done || pending.length > 0) {
      while (!done && pending.length < PART_SIZE) {
        const next = await rest.next();
        if (next.done) done = true;
        else pending = Buffer.concat([pending, next.value]);
      }
      const body = done ? pending : pending.subarray(0, PART_SIZE);
      pending = done ? Buffer.alloc(0) : pending.subarray(PART_SIZE);
      const PartNumber = parts.length + 1;
      const { ETag } = await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: body }),
      );
      parts.push({ ETag, PartNumber });
      size += body.length;
    }
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key,
        UploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
    return size;
  } catch (error) {
    await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {});
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || status === 404;
}
