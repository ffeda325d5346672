/**
 * Routes whose pages later issues build. Each shows the shared "being built"
 * panel under its own heading until its feature replaces the entry in the router.
 * Empty now: /tracker and /import are built (docs/imports.md).
 */
export const PLACEHOLDER_ROUTES: readonly { path: string; title: string }[] = [];
