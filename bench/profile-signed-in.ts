// Issue 17: a CPU profile of the server under the signed-in loads, without the load generator in it.
// The server runs in this process (as in bench/signed-in-call.bench.ts); autocannon runs in a child
// process. Run under the profiler and summarise by package:
// The profile covers the load only (node:inspector's profiler, started once the server is up):
//   DATABASE_URL=... npx tsx bench/profile-signed-in.ts [seconds] [unread|pending|both] [out.cpuprofile]
//   node bench/cpuprofile-summary.mjs out.cpuprofile
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createTenant, createUser } from '../src/server/db/factories';
import { BENCH_BASE_URL, openBenchDatabase, signInForBench, startBenchServer } from './harness';
import { generatePendingRows } from './pending-queue.bench';

const TENANT = 'bench-signed-in';
const SECONDS = process.argv[2] ?? '10';
const which = process.argv[3] ?? 'both';

const database = await openBenchDatabase();
await createTenant(database.db, TENANT);
await generatePendingRows(database, TENANT, 20_000);
const email = `profile-${Date.now()}@inspecthub.bench`;
await createUser(database.db, {
  email,
  password: 'bench-password-1',
  firstName: 'Profile',
  lastName: 'User',
  role: 'COORDINATOR',
  tenantId: TENANT,
});
const app = await startBenchServer(database);
const headers = await signInForBench(email, 'bench-password-1');
const pending = `/trpc/inspection.getPendingInspections?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`;
const paths =
  which === 'unread'
    ? ['/trpc/notifications.unreadCount']
    : which === 'pending'
      ? [pending]
      : ['/trpc/notifications.unreadCount', pending];
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
// A warm-up pass outside the profile (JIT, first-call caches).
await fetch(`${BENCH_BASE_URL}${paths[0]}`, { headers });
await session.post('Profiler.start');
for (const path of paths) {
  // Asynchronous child: this process keeps serving while autocannon runs.
  await new Promise<void>((resolve, reject) => {
    const p = spawn(
      'node_modules/.bin/autocannon',
      [
        '-c',
        '10',
        '-d',
        SECONDS,
        '-H',
        `authorization=${headers.authorization}`,
        `${BENCH_BASE_URL}${path}`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    p.on('exit', () => resolve());
    p.on('error', reject);
  });
}
const { profile } = await session.post('Profiler.stop');
writeFileSync(process.argv[4] ?? 'signed-in.cpuprofile', JSON.stringify(profile));
await app.close();
await database.close();
