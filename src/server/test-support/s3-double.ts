import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../storage/s3-storage';

/**
 * Test support: a local S3-compatible server (s3rver, a stand-in for the
 * third-party object store), on a free port with one bucket in a temporary
 * folder. Returns the storage configuration that reaches it.
 */
export async function startS3Double(bucket = 'inspecthub-test') {
  const directory = await mkdtemp(join(tmpdir(), 'inspecthub-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3StorageConfig = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'eu-west-2',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: '',
  };
  return {
    config,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
