import { maintenancePolicy } from '../features/maintenance/policy';
import { requireMfaWhenMandatory } from '../features/mfa/policy';
import type { Context, SessionUser } from './context';

export type SignedInContext = Context & { user: SessionUser; tenantId: string };

/**
 * Tenant-wide rules checked on every signed-in call after authentication and
 * before the procedure's own permission (maintenance mode, "MFA required").
 * A policy throws a TRPCError to refuse; `path` lets it keep the calls it must
 * allow (for example session.me, or mfa.* while a user sets MFA up).
 */
export type AccessPolicy = (ctx: SignedInContext, path: string) => Promise<void>;

export const ACCESS_POLICIES: AccessPolicy[] = [maintenancePolicy, requireMfaWhenMandatory];
