import { isPortalPath, PORTAL_PATHS } from '@/shared/installer-portal/paths';
import { PATHS } from '@/web/app/paths';

/** Router state the auth guard hands to /login so sign-in can return to the page asked for. */
export type LoginLocationState = { from: string };

/**
 * Only same-site paths are followed: '//evil.example' and absolute URLs would
 * turn the login page into an open redirect, and '/login' would loop.
 */
export function toSafeRedirect(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return null;
  const path = candidate.split(/[?#]/, 1)[0] ?? '';
  if (path === PATHS.login || path.startsWith(`${PATHS.login}/`)) return null;
  return candidate;
}

/**
 * Where to go after signing in: the guard's router state, else ?redirect=, else the dashboard.
 * An installer user (issue 31) goes to the portal page asked for, else the portal's Overview.
 */
export function resolvePostLoginPath(state: unknown, search: string, role?: string): string {
  const fromState =
    typeof state === 'object' && state !== null && 'from' in state
      ? toSafeRedirect(state.from)
      : null;
  const fromQuery = toSafeRedirect(new URLSearchParams(search).get('redirect'));
  const asked = fromState ?? fromQuery;
  if (role === 'INSTALLER') {
    return asked && isPortalPath(asked.split(/[?#]/, 1)[0] ?? '') ? asked : PORTAL_PATHS.overview;
  }
  return asked ?? PATHS.dashboard;
}
