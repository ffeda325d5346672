// The front end's weight budget, checked on the real build (npm test runs it after the
// e2e step's build): sizes are the brotli files the server sends (scripts/build/precompress.ts).
//   - a cold /login loads at most LOGIN_BUDGET of JavaScript and CSS;
//   - no chunk (JavaScript or CSS) is over CHUNK_BUDGET.
// Usage: node scripts/check-bundle-budget.mjs [webDir]   (default WEB_OUT_DIR, else dist/web)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOGIN_BUDGET = 120 * 1024;
export const CHUNK_BUDGET = 60 * 1024;
/** The route module /login renders (src/web/app/router.tsx), as the manifest names it when it
 * is a chunk of its own; the router now imports it statically, so it is part of the entry. */
const LOGIN_ROUTE = 'features/auth/login-page.tsx';

const webDir = resolve(process.argv[2] ?? process.env.WEB_OUT_DIR ?? 'dist/web');
const manifestPath = join(webDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run the build first (npm run build).`);
  process.exit(1);
}
/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Bytes as served: the brotli copy when the build wrote one, else the file itself. */
function servedBytes(file) {
  const path = join(webDir, file);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

/** The files a chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const failures = [];

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('the build manifest has no entry');
const login = closure(manifest[LOGIN_ROUTE] ? [entry, LOGIN_ROUTE] : [entry]).map((file) => ({
  file,
  bytes: servedBytes(file),
}));
login.sort((a, b) => b.bytes - a.bytes);
const loginTotal = login.reduce((sum, f) => sum + f.bytes, 0);
console.log(`/login loads ${kb(loginTotal)} of JS and CSS (budget ${kb(LOGIN_BUDGET)}, brotli):`);
for (const f of login) console.log(`  ${kb(f.bytes).padStart(9)}  ${f.file}`);
if (loginTotal > LOGIN_BUDGET)
  failures.push(`/login loads ${kb(loginTotal)}, over its ${kb(LOGIN_BUDGET)} budget`);

const chunks = new Set();
for (const chunk of Object.values(manifest)) {
  if (/\.(?:js|css)$/.test(chunk.file)) chunks.add(chunk.file);
  for (const css of chunk.css ?? []) chunks.add(css);
}
const sized = [...chunks].map((file) => ({ file, bytes: servedBytes(file) }));
sized.sort((a, b) => b.bytes - a.bytes);
console.log(`${sized.length} chunks; the largest (budget ${kb(CHUNK_BUDGET)} each):`);
for (const f of sized.slice(0, 5)) console.log(`  ${kb(f.bytes).padStart(9)}  ${f.file}`);
for (const f of sized)
  if (f.bytes > CHUNK_BUDGET)
    failures.push(`${f.file} is ${kb(f.bytes)}, over the ${kb(CHUNK_BUDGET)} chunk budget`);

if (failures.length > 0) {
  console.error(`\nBundle budget exceeded:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('Bundle budget: ok');
