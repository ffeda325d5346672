import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';
import type { AppRoute } from './route-types';

/** A route table entry as React Router's route: its path (home is the index) and its page. */
export function toPageRoute({ path, page }: AppRoute): RouteObject {
  const location = path === PATHS.home ? { index: true as const } : { path };
  if (typeof page !== 'function') return { ...location, Component: page.eager };
  return { ...location, lazy: async () => ({ Component: await page() }) };
}
