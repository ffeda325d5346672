import type { Permission } from '@/shared/permissions';
import { isRole, type AccountRole, type Role } from '@/shared/roles';
import type { Db } from '../db/client';

/** The signed-in user as every service sees it (auth/session-user.ts builds it). */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
  tenantId: string;
  /** An INSTALLER's installer (the portal's scope); absent or null for staff. */
  installerId?: string | null;
};

/**
 * Who is acting: the one actor type of the server. A service that acts for a
 * signed-in user takes it first and its input after: `service(actor, input)`
 * (extra dependencies such as storage, or the caller's session id, follow
 * the input). A tRPC procedure passes its context, which is an Actor and more;
 * an /api route gets it from the guard (`actorOf(request)`, auth/api-guard.ts);
 * tests build it literally. Reads that jobs also run without a user keep
 * `(db, tenantId, ...)`.
 */
export type Actor = {
  db: Db;
  tenantId: string;
  user: SessionUser;
  ip: string;
  /**
   * Set when the call comes through the public API (/api/v1) with an API key: `user` is then
   * the ADMIN who created the key, and the key may do only what its scopes name (requirement.ts).
   */
  apiKey?: ApiKeyGrant | null;
};

/** An API key as the requirement check sees it (issue 33; features/api-keys). */
export type ApiKeyGrant = { id: string; scopes: readonly Permission[] };

/**
 * The part of an Actor that a record of a change keeps (audit rows, activity
 * feeds). `user` is null when the system acts on its own (a daily job, a
 * monitoring rule), so the record says "System". Every Actor is one.
 */
export type RecordedActor = Pick<Actor, 'tenantId' | 'ip'> & {
  user: (Pick<SessionUser, 'id' | 'email'> & { name?: string }) | null;
};

/**
 * The staff role of a user on a staff path. The requirement check already refuses an
 * INSTALLER every staff procedure and route (requirement.ts); this keeps the types honest.
 */
export function staffRoleOf(user: Pick<SessionUser, 'role'>): Role {
  if (!isRole(user.role)) throw new Error('A staff path was reached by an installer user.');
  return user.role;
}
