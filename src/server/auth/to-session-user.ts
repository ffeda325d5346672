import { INSTALLER_ROLE, isAccountRole } from '@/shared/roles';
import type { Db } from '../db/client';
import { portalInstallerOf } from '../features/installer-portal/portal-installer';
import type { SessionUser } from '../trpc/actor';

export type AuthUser = {
  id: string;
  email: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  role?: string | null;
  isActive?: boolean | null;
  tenantId?: string | null;
  /** For an INSTALLER: its installer, read from installer_portal_users (portalInstallerOf). */
  installerId?: string | null;
};

/** Display name: full name from the profile, else the e-mail (spec 01 section 3). */
export function toSessionUser(user: AuthUser): SessionUser | null {
  if (user.isActive === false || !isAccountRole(user.role) || !user.tenantId) return null;
  // An installer user without an active installer has no session (issue 31).
  const installerId = user.role === INSTALLER_ROLE ? (user.installerId ?? null) : null;
  if (user.role === INSTALLER_ROLE && !installerId) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return {
    id: user.id,
    email: user.email,
    name: fullName || user.name?.trim() || user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: user.role,
    tenantId: user.tenantId,
    installerId,
  };
}

/**
 * The app's user for an account better-auth knows, or null when the account may hold no
 * session. One rule for signing in (auth.ts refuses to make such a session) and for every
 * request (session-user.ts), so the two never disagree.
 */
export async function sessionUserOf(db: Db | null, authUser: AuthUser) {
  const installerId =
    db && authUser.role === INSTALLER_ROLE ? await portalInstallerOf(db, authUser) : null;
  return toSessionUser({ ...authUser, installerId });
}
