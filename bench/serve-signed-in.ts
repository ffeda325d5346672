// A bench server on its own (issue 17 A/B runs): the signed-in-call setup on PORT, its Bearer header
// written to OUT. Run one from each of two checkouts and alternate load between them
// (bench/ab-signed-in.sh) so both see the same machine at the same time.
//   DATABASE_URL=... npx tsx bench/serve-signed-in.ts PORT OUT
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { createTenant, createUser } from '../src/server/db/factories';
import { createLocalStorage } from '../src/server/storage/local-storage';
import { createUploadStore } from '../src/server/lib/upload-store';
import { openBenchDatabase } from './harness';
import { generatePendingRows } from './pending-queue.bench';

const port = Number(process.argv[2]);
const base = `http://127.0.0.1:${port}`;
const database = await openBenchDatabase();
await createTenant(database.db, 'bench-signed-in');
await generatePendingRows(database, 'bench-signed-in', 20_000);
const email = `ab-${port}-${Date.now()}@inspecthub.bench`;
await createUser(database.db, {
  email,
  password: 'bench-password-1',
  firstName: 'Ab',
  lastName: 'Bench',
  role: 'COORDINATOR',
  tenantId: 'bench-signed-in',
});
const app = await buildApp({
  database,
  logger: pino({ level: 'silent' }),
  authSecret: 'bench-secret-bench-secret-bench-secret',
  baseUrl: base,
  services: {
    mailer: null,
    portalUrl: base,
    storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'inspecthub-bench-files-'))),
    uploads: createUploadStore(mkdtempSync(join(tmpdir(), 'inspecthub-bench-uploads-'))),
  },
});
await app.listen({ port, host: '127.0.0.1' });
const response = await fetch(`${base}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ email, password: 'bench-password-1' }),
});
writeFileSync(process.argv[3]!, `Bearer ${response.headers.get('set-auth-token')}`);
const stop = () => void app.close().then(() => database.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
