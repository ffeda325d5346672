import { existsSync, readFileSync } from 'node:fs';

/**
 * The arguments `npm run serve` (and so `npm start`, after its build) gives node: its flags
 * (the heap limit among them) and `dist/server/main.js`. Benches that measure the server as
 * it runs in production spawn `process.execPath` with these, read from package.json so they
 * cannot drift from it.
 */
export function builtServerArgs(): string[] {
  if (!existsSync('dist/server/main.js'))
    throw new Error('this bench measures the built server: run `npm run build` first');
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } };
  const [node, ...args] = pkg.scripts.serve.trim().split(/\s+/);
  if (node !== 'node') throw new Error(`unexpected serve script: ${pkg.scripts.serve}`);
  return args;
}
