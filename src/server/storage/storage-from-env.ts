import { join } from 'node:path';
import type { Env } from '../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The configured store: DATA_DIR/files by default, or the S3 bucket when STORAGE=s3 (docs/storage.md). */
export function storageFromEnv(env: Env): Storage {
  if (env.STORAGE === 's3') {
    return createS3Storage({
      bucket: env.S3_BUCKET!,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      prefix: env.S3_PREFIX,
    });
  }
  return createLocalStorage(join(env.dataDir, 'files'));
}
