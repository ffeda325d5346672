// A smoke run on another Node.js major (issue 29 point 11): the official Node binary from the
// npm registry (node-<platform>-<arch>, no other download), then, in a clean copy of this
// working tree: npm ci, npm run build, the built server started on a fresh data directory
// (migrate and seed), sign-in and one browser test. npm test runs it for Node 24, the
// current LTS; the rest of the suite runs on the machine's own Node.
// Usage: node scripts/smoke-node.mjs [major]   (default 24)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';

/** Pinned so every run tests the same binary; move forward with each LTS point release. */
const VERSIONS = { 22: '22.23.3', 24: '24.21.0' };
const major = process.argv[2] ?? '24';
const version = VERSIONS[major];
if (!version) throw new Error(`No pinned Node ${major}: add it to VERSIONS in ${process.argv[1]}`);

const root = resolve(import.meta.dirname, '..');
const packageName = `node-${process.platform}-${process.arch}`;
const cacheDir = join(root, '.cache', `node-${version}`);
const nodeBin = join(cacheDir, 'node_modules', packageName, 'bin');
const started = Date.now();
const step = (label) => console.log(`[node ${version}] ${label} (${elapsed()})`);
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${nodeBin}${delimiter}${process.env.PATH}`, ...env },
  });
  if (result.status !== 0) {
    console.error(`[node ${version}] failed: ${command} ${args.join(' ')} (exit ${result.status})`);
    process.exit(1);
  }
}

if (!existsSync(join(nodeBin, 'node'))) {
  step(`fetching ${packageName}@${version} from the npm registry`);
  mkdirSync(cacheDir, { recursive: true });
  // A package.json of its own, or npm would walk up and install into this project.
  writeFileSync(join(cacheDir, 'package.json'), '{ "private": true }\n');
  run(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `${packageName}@${version}`,
    ],
    cacheDir,
  );
}
const reported = execFileSync(join(nodeBin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
if (reported !== `v${version}`) throw new Error(`Expected Node v${version}, got ${reported}`);

// The working tree as a fresh clone would have it (tracked and new files, nothing ignored).
const copy = mkdtempSync(join(tmpdir(), `inspecthub-node${major}-`));
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && existsSync(join(root, file)));
for (const file of files) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  cpSync(join(root, file), join(copy, file));
}
try {
  step(`npm ci in ${copy}`);
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], copy);
  step('npm run build');
  run('npm', ['run', 'build'], copy);
  step('built server: migrate, seed, sign in, one browser test');
  run(
    'npx',
    [
      'playwright',
      'test',
      'e2e/auth.spec.ts',
      '--project=chromium',
      '-g',
      'signs in to the dashboard',
    ],
    copy,
    // The full browser users run (Debian's, which .ci/run installs); the suite used the headless
    // shell (docs/decisions/021-headless-shell-for-tests.md).
    { E2E_SERVER_ENTRY: 'dist', E2E_PORT: process.env.SMOKE_PORT ?? '3280', E2E_BROWSER: 'system' },
  );
  step(`passed on ${reported}`);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
