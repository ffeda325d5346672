// Starts the real server for Playwright on a brand-new data directory.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });
// E2E_SERVER_ENTRY=dist runs the built bundle with this process's Node: `npm run test:e2e`
// (it builds first, and the bundle starts without compiling anything) and the Node smoke run
// (scripts/smoke-node.mjs). Otherwise the sources through tsx, for a spec run by hand.
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
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
