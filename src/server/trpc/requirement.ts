import { TRPCError } from '@trpc/server';
import type { Permission } from '@/shared/permissions';
import { INSTALLER_ROLE } from '@/shared/roles';
import { portalInstallerOf } from '../features/installer-portal/portal-installer';
import { hasPermission } from '../features/permissions/service';
import { ACCESS_POLICIES } from './access-policies';
import type { Actor } from './actor';

/**
 * What a procedure or an /api route needs, declared next to its definition:
 * 'session' (any signed-in staff user; narrower rules live in the service), a
 * permission of the tenant's role matrix, 'account' (any signed-in user, an
 * INSTALLER too: their own session, password and MFA) or 'portal' (an
 * INSTALLER user of an Active installer; the service scopes every query to it).
 * An INSTALLER is refused everything else (issue 31, docs/installer-portal.md). tRPC procedures carry it in
 * `.meta({ requires })`, /api routes in their route `config: { requires }`;
 * trpc/authorization.test.ts reads both and checks the server enforces them.
 */
export type Requirement = 'session' | 'account' | 'portal' | Permission;

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
export const NOT_IN_PORTAL_MESSAGE = 'This is not part of the installer portal.';
export const PORTAL_ONLY_MESSAGE = 'The installer portal is for installer users.';

export const forbiddenMessage = (permission: Permission) =>
  `You do not have permission to do this (${permission}).`;

export const outsideScopesMessage = (requires: Requirement) =>
  `This API key's scopes do not include ${requires}.`;

/**
 * An API key does only what its scopes name: a permission outside them, and the signed-in
 * user's own calls ('session', 'account', 'portal'), are refused. MFA is a sign-in policy and
 * does not apply to a key; maintenance mode does (the policies still run).
 */
function enforceKeyScopes(actor: Actor, requires: Requirement) {
  const scopes: readonly string[] = actor.apiKey!.scopes;
  if (!scopes.includes(requires))
    throw new TRPCError({ code: 'FORBIDDEN', message: outsideScopesMessage(requires) });
}

/**
 * The one check after authentication, for tRPC and the /api guard alike:
 * the tenant-wide access policies (maintenance mode, required MFA), then the
 * declared permission. Throws a TRPCError to refuse.
 */
export async function enforceRequirement(actor: Actor, requires: Requirement, path: string) {
  const installer = actor.user.role === INSTALLER_ROLE;
  if (installer && requires !== 'account' && requires !== 'portal')
    throw new TRPCError({ code: 'FORBIDDEN', message: NOT_IN_PORTAL_MESSAGE });
  if (requires === 'portal' && !installer)
    throw new TRPCError({ code: 'FORBIDDEN', message: PORTAL_ONLY_MESSAGE });
  if (actor.apiKey) enforceKeyScopes(actor, requires);
  for (const policy of ACCESS_POLICIES) await policy(actor, path);
  if (requires === 'portal') {
    // Read again on every call, not from the session: a deactivated installer is out at once.
    if (!(await portalInstallerOf(actor.db, actor.user)))
      throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_MESSAGE });
    return;
  }
  if (requires === 'session' || requires === 'account') return;
  if (!(await hasPermission(actor.db, actor.tenantId, actor.user.role, requires))) {
    throw new TRPCError({ code: 'FORBIDDEN', message: forbiddenMessage(requires) });
  }
}
