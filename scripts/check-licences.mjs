// Fails when a production dependency (what `npm start` installs and runs, transitive ones
// included) is licensed outside the allowed list in docs/licences.md (decision 017).
// The list comes from `npm query .prod`, npm's own view of the installed tree, so no
// licence-checker dependency is needed. Usage: node scripts/check-licences.mjs [--list]
import { execFileSync } from 'node:child_process';

/** Permissive licences (SPDX ids). Keep in step with docs/licences.md. */
export const ALLOWED = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'Unlicense',
  'Zlib',
  'CC0-1.0',
]);

/**
 * Packages whose metadata is missing, not SPDX, or outside the list, each read by hand
 * (name@version, so an upgrade is read again). The reason is printed with --list.
 */
export const REVIEWED = {
  'buffers@0.1.1': 'MIT/X11: no licence field; the author publishes it under MIT/X11',
  'chainsaw@0.1.0': 'MIT/X11, the same text as MIT',
  'traverse@0.3.9': 'MIT/X11, the same text as MIT',
  'duck@0.1.12': '"BSD": its LICENSE file is the BSD 2-clause text',
  'png-js@1.1.0': 'no licence field; its LICENSE file is the MIT text',
  'xml-escape@1.1.0':
    '"MIT License": not an SPDX id; its LICENSE file is the MIT text (samlify, through @better-auth/sso)',
  'combine-errors@3.0.3':
    'no licence field; its Readme says MIT (a dependency of tus-js-client, the offline outbox)',
  '@img/sharp-libvips-linux-x64@1.2.4':
    'LGPL-3.0-or-later: libvips, loaded by sharp as a separate shared library the user can replace (allowed by LGPL without opening our code); see decision 017',
  'lightningcss@1.33.0':
    'MPL-2.0: a build-time CSS tool run by `npm run build`, unmodified and not served; see decision 017',
  'lightningcss-linux-x64-gnu@1.33.0': 'MPL-2.0: the native part of lightningcss, as above',
  'caniuse-lite@1.0.30001826':
    "CC-BY-4.0 (attribution only): browser-support data that Babel reads while vite-plugin-pwa's workbox-build bundles the service worker at build time; not modified, not served; see decision 017",
};

/** True when an SPDX expression such as '(MIT OR GPL-3.0-or-later)' can be taken under ALLOWED. */
export function isAllowed(expression) {
  return expression
    .replace(/[()]/g, ' ')
    .split(/\s+OR\s+/i)
    .some((choice) =>
      choice
        .trim()
        .split(/\s+AND\s+/i)
        .every((id) => ALLOWED.has(id.trim())),
    );
}

const licenceOf = (pkg) =>
  typeof pkg.license === 'string'
    ? pkg.license
    : (pkg.license?.type ??
      (Array.isArray(pkg.licenses) ? pkg.licenses.map((l) => l.type ?? l).join(' OR ') : null));

if (import.meta.url === `file://${process.argv[1]}`) {
  const installed = JSON.parse(
    execFileSync('npm', ['query', '.prod'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
  ).filter((pkg) => pkg.location !== ''); // the project itself
  const refused = [];
  const reviewed = [];
  for (const pkg of installed) {
    const id = `${pkg.name}@${pkg.version}`;
    const licence = licenceOf(pkg);
    if (REVIEWED[id]) reviewed.push(`${id}: ${REVIEWED[id]}`);
    else if (!licence || !isAllowed(licence))
      refused.push(`${id}: ${licence ?? 'no licence field'}`);
  }
  if (process.argv.includes('--list')) for (const line of reviewed) console.log(`reviewed ${line}`);
  if (refused.length > 0) {
    console.error(
      `Production dependencies outside the allowed licences (docs/licences.md):\n  ${refused.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    `Licences: ${installed.length} production packages, ${installed.length - reviewed.length} under the allowed list, ${reviewed.length} reviewed by hand (docs/licences.md).`,
  );
}
