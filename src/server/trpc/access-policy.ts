import type { Actor } from './actor';

/**
 * Tenant-wide rules checked on every signed-in call (tRPC and /api routes)
 * after authentication and before the declared permission (maintenance mode,
 * "MFA required"); see requirement.ts. The list is access-policies.ts.
 * A policy throws a TRPCError to refuse; `path` lets it keep the calls it must
 * allow (for example session.me, or mfa.* while a user sets MFA up).
 */
export type AccessPolicy = (actor: Actor, path: string) => Promise<void>;
