/**
 * Header search keyword routing (spec 01 section 2). Rows are checked in
 * table order and the first row with a keyword contained in the text wins,
 * so 'inspection report' goes to /view-inspections. The decision is
 * recorded in docs/decisions/002-header-search-order.md.
 */
export const SEARCH_ROUTES: readonly { keywords: readonly string[]; path: string }[] = [
  { keywords: ['inspection', 'ins-'], path: '/view-inspections' },
  { keywords: ['installer', 'company'], path: '/installers' },
  { keywords: ['defect', 'issue'], path: '/defects' },
  { keywords: ['project'], path: '/projects' },
  { keywords: ['report'], path: '/reports' },
  { keywords: ['schedule', 'calendar'], path: '/schedule' },
  { keywords: ['payment', 'invoice', 'billing'], path: '/payments' },
  { keywords: ['alert', 'notification'], path: '/alerts' },
  { keywords: ['support', 'help', 'ticket'], path: '/support' },
  { keywords: ['news', 'update', 'announcement'], path: '/news-updates' },
  { keywords: ['guidance', 'document', 'manual'], path: '/guidance-docs' },
  { keywords: ['excel', 'tracker', 'import'], path: '/tracker' },
  { keywords: ['improvement', 'process', 'initiative'], path: '/improvements' },
  { keywords: ['follow', 'followup'], path: '/followup' },
];

export const SEARCH_FALLBACK_PATH = '/dashboard';

/** Returns the route for a header search, or null when the text is blank. */
export function resolveSearchRoute(text: string): string | null {
  const query = text.trim().toLowerCase();
  if (query === '') return null;
  const row = SEARCH_ROUTES.find((r) => r.keywords.some((k) => query.includes(k)));
  return row?.path ?? SEARCH_FALLBACK_PATH;
}
