import { TRPCError } from '@trpc/server';
import type { Permission } from '@/shared/permissions';
import { hasPermission } from '../features/permissions/service';
import { ACCESS_POLICIES } from './access-policies';
import type { Actor } from './actor';

/**
 * What a procedure or an /api route needs, declared next to its definition:
 * 'session' (any signed-in user; narrower rules live in the service) or a
 * permission of the tenant's role matrix. tRPC procedures carry it in
 * `.meta({ requires })`, /api routes in their route `config: { requires }`;
 * trpc/authorization.test.ts reads both and checks the server enforces them.
 */
export type Requirement = 'session' | Permission;

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';

export const forbiddenMessage = (permission: Permission) =>
  `You do not have permission to do this (${permission}).`;

/**
 * The one check after authentication, for tRPC and the /api guard alike:
 * the tenant-wide access policies (maintenance mode, required MFA), then the
 * declared permission. Throws a TRPCError to refuse.
 */
export async function enforceRequirement(actor: Actor, requires: Requirement, path: string) {
  for (const policy of ACCESS_POLICIES) await policy(actor, path);
  if (requires === 'session') return;
  if (!(await hasPermission(actor.db, actor.tenantId, actor.user.role, requires))) {
    throw new TRPCError({ code: 'FORBIDDEN', message: forbiddenMessage(requires) });
  }
}
