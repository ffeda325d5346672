import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('applies the documented defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO: true,
      baseUrl: 'http://localhost:3000',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
  });

  it('reads flags and treats empty values as unset', () => {
    const env = readEnv({ PORT: '4000', SEED_DEMO: 'false', DATABASE_URL: '' });
    expect(env).toMatchObject({ PORT: 4000, SEED_DEMO: false, baseUrl: 'http://localhost:4000' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('explains invalid settings', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ AUTH_SECRET: 'short' })).toThrow(
      'AUTH_SECRET must be at least 32 characters',
    );
    expect(() => readEnv({ ADMIN_EMAIL: 'boss@example.co.uk' })).toThrow(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  });

  it('refuses requests past 1 s of event-loop delay unless told otherwise; 0 switches it off', () => {
    expect(readEnv({}).OVERLOAD_MAX_EVENT_LOOP_DELAY_MS).toBe(1000);
    expect(
      readEnv({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' }).OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    ).toBe(0);
    expect(() => readEnv({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '-5' })).toThrow(
      /OVERLOAD_MAX_EVENT_LOOP_DELAY_MS/,
    );
  });

  it('chooses the file store: the data directory by default, S3 only with a bucket', () => {
    expect(readEnv({}).STORAGE).toBe('local');
    expect(() => readEnv({ STORAGE: 's3' })).toThrow('S3_BUCKET is required when STORAGE=s3');
    expect(() => readEnv({ STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => readEnv({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    const env = readEnv({
      STORAGE: 's3',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({
      S3_BUCKET: 'files',
      S3_FORCE_PATH_STYLE: true,
      S3_REGION: 'us-east-1',
    });
  });

  it('reads TRUST_PROXY as a list of addresses and ranges, off by default', () => {
    expect(readEnv({}).TRUST_PROXY).toBeUndefined();
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    for (const bad of ['everyone', '10.0.0.0/33', '10.0.0.1/8/2', 'true']) {
      expect(() => readEnv({ TRUST_PROXY: bad }), bad).toThrow(
        'TRUST_PROXY must list IP addresses or CIDR ranges',
      );
    }
  });
});
