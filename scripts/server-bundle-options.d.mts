import type { BuildOptions } from 'esbuild';

export const SERVER_BUNDLE_OPTIONS: BuildOptions;
