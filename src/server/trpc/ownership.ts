import { TRPCError } from '@trpc/server';
import type { Permission } from '@/shared/permissions';
import { hasPermission } from '../features/permissions/service';
import type { Actor } from './actor';

/**
 * Records assigned to someone else are acted on only by roles holding the
 * area's "..._all" permission (ADMIN and COORDINATOR by default); everyone
 * else may act on their own (issue 11: an INSPECTOR could resolve another
 * inspector's defect or reassign their inspection to themself).
 *
 * Read the permission before opening a transaction: PGlite has one
 * connection, which the transaction would hold.
 */
export const mayActOnAll = (actor: Actor, permission: Permission) =>
  hasPermission(actor.db, actor.tenantId, actor.user.role, permission);

export function refuseUnlessOwn(isOwn: boolean, mayAll: boolean, message: string) {
  if (!isOwn && !mayAll) throw new TRPCError({ code: 'FORBIDDEN', message });
}
