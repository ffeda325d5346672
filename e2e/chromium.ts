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
 * Which Chromium the browser tests use: CHROMIUM_PATH when set, else the
 * system's, else the one inside the @sparticuz/chromium npm package, so a
 * machine with nothing but `npm install` still runs them (never a download).
 */
export function chooseChromium(candidates: {
  chromiumPath: string | undefined;
  systemPath: string;
  exists: (path: string) => boolean;
}): ChromiumChoice {
  if (candidates.chromiumPath)
    return { source: 'CHROMIUM_PATH', executablePath: candidates.chromiumPath };
  if (candidates.exists(candidates.systemPath))
    return { source: 'system', executablePath: candidates.systemPath };
  return { source: 'package' };
}

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
