import { matchPath } from 'react-router';
import { ROUTES } from './routes/route-table';
import { DEFAULT_PAGE_TITLE } from './routes/route-types';

export { DEFAULT_PAGE_TITLE };

/**
 * Header and browser-tab titles, one table for both, read from the route table: spec 01
 * 'Page titles (header)' word for word, and a name for each route the spec left on the
 * default, so every tab says where it is. Home and unknown paths keep the product name.
 */
const EXACT_TITLES: ReadonlyMap<string, string> = new Map(
  ROUTES.filter(({ path }) => !path.includes(':')).map(({ path, title }) => [path, title]),
);

/** Routes with parameters, tried only when no exact path matched (so /inspections/pending wins over /inspections/:id). */
const PATTERN_TITLES = ROUTES.filter(({ path }) => path.includes(':'));

/** Header title for a pathname; a trailing slash is ignored. */
export function getPageTitle(pathname: string): string {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT_TITLES.get(normalised);
  if (exact !== undefined) return exact;
  const match = PATTERN_TITLES.find(({ path }) => matchPath(path, normalised) !== null);
  return match?.title ?? DEFAULT_PAGE_TITLE;
}

/** Browser-tab title: 'Pending Inspections · InspectHub', or the product name alone. */
export function formatDocumentTitle(title: string): string {
  return title === DEFAULT_PAGE_TITLE ? DEFAULT_PAGE_TITLE : `${title} · ${DEFAULT_PAGE_TITLE}`;
}
