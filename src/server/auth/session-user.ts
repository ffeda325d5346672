import { isRole } from '../../shared/roles';
import { authDatabase } from '../features/sessions/auth-database';
import { checkSessionActivity } from '../features/sessions/idle-timeout';
import type { SessionUser } from '../trpc/context';
import type { Auth } from './auth';

type AuthUser = {
  id: string;
  email: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  role?: string | null;
  isActive?: boolean | null;
  tenantId?: string | null;
};

/** Display name: full name from the profile, else the e-mail (spec 01 section 3). */
export function toSessionUser(user: AuthUser): SessionUser | null {
  if (user.isActive === false || !isRole(user.role) || !user.tenantId) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return {
    id: user.id,
    email: user.email,
    name: fullName || user.name?.trim() || user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: user.role,
    tenantId: user.tenantId,
  };
}

/**
 * The session behind a request's cookie or Bearer token; an inactive user has
 * none, and neither has a session idle past its timeout (it is deleted here).
 */
export async function resolveSessionUser(auth: Auth, headers: Headers) {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const user = toSessionUser(result.user);
  if (!user) return null;
  const db = authDatabase(auth);
  if (db && !(await checkSessionActivity(db, result.session, user))) return null;
  return { user, session: { id: result.session.id, expiresAt: result.session.expiresAt } };
}
