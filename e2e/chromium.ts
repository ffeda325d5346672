import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/** Debian's package, which .ci/run installs. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export type ChromiumChoice =
  { source: 'CHROMIUM_PATH' | 'system'; executablePath: string } | { source: 'package' };

/**
 * Which Chromium the browser tests use (docs/decisions/021-headless-shell-for-tests.md):
 * CHROMIUM_PATH when set; else the headless shell inside the @sparticuz/chromium npm package
 * where it runs (Linux x64), which needs about a third less CPU than a full browser in headless
 * mode; else the system's. E2E_BROWSER=system asks for the system's full browser (the Node 24
 * smoke run does), falling back to the package when there is none. Never a download.
 */
export function chooseChromium(candidates: {
  chromiumPath: string | undefined;
  wantSystem: boolean;
  packageRuns: boolean;
  systemPath: string;
  exists: (path: string) => boolean;
}): ChromiumChoice {
  if (candidates.chromiumPath)
    return { source: 'CHROMIUM_PATH', executablePath: candidates.chromiumPath };
  const system = { source: 'system', executablePath: candidates.systemPath } as const;
  const hasSystem = candidates.exists(candidates.systemPath);
  if (candidates.wantSystem && hasSystem) return system;
  if (candidates.packageRuns || !hasSystem) return { source: 'package' };
  return system;
}

/** The package ships one build: Linux on x64. */
export const PACKAGE_RUNS_HERE = process.platform === 'linux' && process.arch === 'x64';

export type ResolvedChromium = {
  source: ChromiumChoice['source'];
  executablePath: string;
  /** Shared libraries to load first (the packaged build's NSS), or undefined for a system build. */
  libraryPath: string | undefined;
};

/**
 * Resolves the choice to a binary on disk. The packaged build unpacks to the
 * temporary directory (once; later calls reuse it), and brings the NSS
 * libraries a bare Linux lacks (libnss3, libnspr4): the package only unpacks
 * them on Amazon Linux, so we unpack them ourselves.
 */
export async function resolveChromium(env: NodeJS.ProcessEnv = process.env) {
  const choice = chooseChromium({
    chromiumPath: env.CHROMIUM_PATH,
    wantSystem: env.E2E_BROWSER === 'system',
    packageRuns: PACKAGE_RUNS_HERE,
    systemPath: SYSTEM_CHROMIUM,
    exists: existsSync,
  });
  if (choice.source !== 'package')
    return { ...choice, libraryPath: undefined } satisfies ResolvedChromium;
  const { default: chromium } = await import('@sparticuz/chromium');
  const executablePath = await chromium.executablePath();
  return {
    source: 'package',
    executablePath,
    libraryPath: unpackNssLibraries(),
  } satisfies ResolvedChromium;
}

function unpackNssLibraries() {
  const target = join(tmpdir(), 'inspecthub-chromium-libs');
  const libraries = join(target, 'lib');
  if (existsSync(join(libraries, 'libnss3.so'))) return libraries;
  const packageMain = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const archive = join(dirname(packageMain), '..', '..', 'bin', 'al2023.tar.br');
  mkdirSync(target, { recursive: true });
  const unpacked = spawnSync('tar', ['-x', '-C', target], {
    input: brotliDecompressSync(readFileSync(archive)),
  });
  if (unpacked.status !== 0)
    throw new Error(`could not unpack ${archive}: ${unpacked.stderr.toString()}`);
  return libraries;
}
