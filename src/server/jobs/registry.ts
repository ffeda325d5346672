import type { Job } from './scheduler';

/** Every timed job of the server; features add theirs here. */
export const JOBS: readonly Job[] = [];
