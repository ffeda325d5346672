/**
 * How long the Overview's figures and widget choices count as fresh. The route loader
 * (app/signed-in-loaders.ts) asks for them while the page's code loads; when the answer is
 * in before the page mounts, the page takes it instead of asking again at once.
 */
export const DASHBOARD_PREFETCH_STALE_MS = 5_000;
