// Which test files the PostgreSQL pass runs (issue 29 point 12): those that reach a database
// chosen by the pass, that is, whose imports lead to src/server/test-support/test-database.ts or
// scratch-postgres.ts, or that read TEST_DATABASE_URL / TEST_DB_DRIVER themselves. The others
// (pure functions, or a PGlite opened on purpose) would only run again unchanged.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const DATABASE_CHOOSERS = [
  'src/server/test-support/test-database.ts',
  'src/server/test-support/scratch-postgres.ts',
];
const READS_PASS = /\bTEST_(DATABASE_URL|DB_DRIVER)\b/;
const IMPORTS = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (/\.tsx?$/.test(name)) files.push(path);
  }
  return files;
}

/** The project file an import names, or null for a package. */
function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Test files under `folder` (relative to root) that the PostgreSQL pass must run, sorted. */
export function databaseTestFiles(root, folder = 'src/server') {
  const files = walk(join(root, 'src'));
  // Who imports whom, reversed: from each database chooser back to the tests that reach it.
  const importers = new Map();
  const reaching = new Set(DATABASE_CHOOSERS.map((f) => join(root, f)));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (READS_PASS.test(text)) reaching.add(file);
    for (const [, specifier] of text.matchAll(IMPORTS)) {
      const target = resolveImport(root, file, specifier);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, []);
      importers.get(target).push(file);
    }
  }
  const queue = [...reaching];
  while (queue.length > 0)
    for (const importer of importers.get(queue.pop()) ?? [])
      if (!reaching.has(importer)) {
        reaching.add(importer);
        queue.push(importer);
      }
  const inFolder = join(root, folder) + '/';
  return [...reaching]
    .filter((file) => file.startsWith(inFolder) && /\.test\.tsx?$/.test(file))
    .map((file) => relative(root, file))
    .sort();
}
