import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlatformServices } from '../platform/services';
import { createUploadStore } from '../lib/upload-store';
import { createLocalStorage } from '../storage/local-storage';

/** What PUBLIC_URL defaults to (env.ts, PORT 3000): the links tests see unless they choose one. */
export const TEST_PORTAL_URL = 'http://localhost:3000';

/** Uploaded files of one test run go to a fresh temporary folder. */
export function createTestStorage() {
  return createLocalStorage(mkdtempSync(join(tmpdir(), 'inspecthub-files-')));
}

/**
 * The platform services of a test server, caller or job: no mail server, the default public
 * URL and a fresh folder for files, unless the test gives its own. A test that replaces one
 * on a running server changes this object (the server and its callers hold it, not copies).
 */
export function createTestServices(overrides: Partial<PlatformServices> = {}): PlatformServices {
  return {
    mailer: overrides.mailer ?? null,
    portalUrl: overrides.portalUrl ?? TEST_PORTAL_URL,
    storage: overrides.storage ?? createTestStorage(),
    uploads:
      overrides.uploads ?? createUploadStore(mkdtempSync(join(tmpdir(), 'inspecthub-uploads-'))),
  };
}
