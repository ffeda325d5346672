// Starts the real server for Playwright on a brand-new data directory.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });
// E2E_SERVER_ENTRY=dist runs the built bundle with this process's Node (the Node smoke run,
// scripts/smoke-node.mjs); otherwise the sources through tsx. The browser suite keeps tsx: on
// the bundle with --enable-source-maps, a run of CI saw the server shed a page load (503), the
// event loop held over a second, likely by the first stack trace's source-map parse.
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
