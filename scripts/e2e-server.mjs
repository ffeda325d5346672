// Starts the real server for Playwright on a brand-new data directory.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });
// E2E_SERVER_ENTRY=dist runs the built bundle with this process's Node: `npm run test:e2e` and
// the Node smoke run build it first, so the suite tests what `npm start` runs (and skips tsx's
// start-up compile). A run by hand (`npx playwright test`) keeps the sources through tsx, so it
// never tests a stale bundle. The overload guard is off below, so a slow first stack trace
// (the source-map parse) cannot shed a page load.
const [command, args] =
  process.env.E2E_SERVER_ENTRY === 'dist'
    ? [process.execPath, ['--enable-source-maps', 'dist/server/main.js']]
    : ['npx', ['tsx', 'src/server/main.ts']];
const child = spawn(command, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Two browsers, the test runner and this server share two cores: a page load refused
    // because the machine is busy says nothing of the product. The refusal itself is proved by
    // src/server/request-bounds.test.ts (docs/decisions/014).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
