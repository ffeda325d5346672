import { PATHS } from './paths';

/**
 * Routes whose pages later issues build. Each shows the shared "being built"
 * panel under its own heading until its feature replaces the entry in the router.
 */
export const PLACEHOLDER_ROUTES: readonly { path: string; title: string }[] = [
  { path: PATHS.tracker, title: 'Excel Tracker' },
  { path: PATHS.import, title: 'Import/Export' },
];
