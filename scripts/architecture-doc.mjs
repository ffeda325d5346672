// The dependency tables and the feature map of docs/architecture.md, generated from
// eslint/feature-dependencies.js and the feature folders (issue 29 point 8), so the doc cannot
// drift: eslint/architecture-doc.test.ts (npm test) fails when the doc differs from what this
// renders. `npm run docs:architecture` rewrites the generated parts; the E2E column of the
// feature map is kept by hand (the test checks that every spec it names exists).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { FEATURE_DEPENDENCIES } from '../eslint/feature-dependencies.js';

export const ROOT = resolve(import.meta.dirname, '..');
export const DOC = join(ROOT, 'docs', 'architecture.md');
const begin = (name) => `<!-- generated: ${name} (npm run docs:architecture) -->`;
const end = (name) => `<!-- end generated: ${name} -->`;

/** Features with the same allowed imports share a row, in the map's order (lower ones first). */
export function dependencyTable(map) {
  const rows = new Map();
  for (const [feature, deps] of Object.entries(map)) {
    const key = deps.length === 0 ? 'nothing' : [...deps].sort().join(', ');
    rows.set(key, [...(rows.get(key) ?? []), feature]);
  }
  return table(
    ['Feature', 'May import'],
    [...rows].map(([deps, features]) => [features.join(', '), deps]),
  );
}

/** One row per feature folder on any side; the E2E cell is taken from the current doc. */
export function featureMapTable(e2eByFeature) {
  const features = [
    ...new Set([
      ...Object.keys(FEATURE_DEPENDENCIES.server),
      ...Object.keys(FEATURE_DEPENDENCIES.web),
    ]),
  ].sort();
  const folder = { server: 'server/features', shared: 'shared', web: 'web/features' };
  const cell = (side, feature) =>
    existsSync(join(ROOT, 'src', folder[side], feature)) ? `\`${folder[side]}/${feature}\`` : '—';
  return table(
    ['Feature', 'Server', 'Shared', 'Web', 'E2E'],
    features.map((f) => [
      f,
      cell('server', f),
      cell('shared', f),
      cell('web', f),
      e2eByFeature.get(f) ?? '—',
    ]),
  );
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The hand-kept E2E cells of the current feature map, by feature. */
export function currentE2eCells(doc) {
  const section = between(doc, 'feature-map');
  const cells = new Map();
  for (const row of section.split('\n').slice(2)) {
    const parts = row.split('|').map((p) => p.trim());
    if (parts.length >= 6) cells.set(parts[1], parts[5]);
  }
  return cells;
}

function between(doc, name) {
  const from = doc.indexOf(begin(name));
  const to = doc.indexOf(end(name));
  if (from < 0 || to < from)
    throw new Error(`docs/architecture.md has no ${begin(name)} ... ${end(name)}`);
  return doc.slice(from + begin(name).length, to).trim();
}

function replace(doc, name, body) {
  const from = doc.indexOf(begin(name)) + begin(name).length;
  return `${doc.slice(0, from)}\n\n${body}\n\n${doc.slice(doc.indexOf(end(name)))}`;
}

/** The doc as it should be: every generated part rendered, then Prettier as the repo sets it. */
export async function renderArchitectureDoc(doc) {
  let next = replace(doc, 'server-dependencies', dependencyTable(FEATURE_DEPENDENCIES.server));
  next = replace(next, 'web-dependencies', dependencyTable(FEATURE_DEPENDENCIES.web));
  next = replace(next, 'feature-map', featureMapTable(currentE2eCells(doc)));
  const options = (await resolveConfig(DOC)) ?? {};
  return format(next, { ...options, filepath: DOC });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const doc = readFileSync(DOC, 'utf8');
  const next = await renderArchitectureDoc(doc);
  if (process.argv.includes('--write')) {
    writeFileSync(DOC, next);
    console.log(
      next === doc ? 'docs/architecture.md is up to date.' : 'docs/architecture.md rewritten.',
    );
  } else if (next !== doc) {
    console.error(
      'docs/architecture.md differs from the dependency map: run npm run docs:architecture',
    );
    process.exit(1);
  }
}
