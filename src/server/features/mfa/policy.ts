import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { MFA_MESSAGES } from '@/shared/mfa/mfa';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema/index';
import type { AccessPolicy } from '@/server/trpc/access-policy';
import type { SignedInContext } from '@/server/trpc/context';
import type { Actor } from '@/server/trpc/actor';
import { getTenantSetting, saveTenantSetting } from '../settings/tenant-settings';

/** What a user who still has to set MFA up may call: who am I, the set-up itself, the bell. */
const ALLOWED_BEFORE_SETUP = ['session.', 'mfa.', 'notifications.'];

async function hasMfa(db: Db, tenantId: string, userId: string) {
  const [row] = await db
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  return row?.enabled === true;
}

/**
 * Whether MFA is mandatory for this user: installer users follow the portal's own setting
 * (Admin Settings > Installer portal), staff the tenant's security policy.
 */
async function isMfaRequiredFor(ctx: Actor) {
  if (ctx.user.role === 'INSTALLER') {
    return (await getTenantSetting(ctx.db, ctx.tenantId, 'installerPortal')).requireMfa;
  }
  return (await getTenantSetting(ctx.db, ctx.tenantId, 'security')).mfaRequired;
}

/** mustSetUp: MFA is mandatory for this user and they have not set it up yet. */
export async function getMfaPolicy(ctx: Actor) {
  const mfaRequired = await isMfaRequiredFor(ctx);
  const mustSetUp = mfaRequired && !(await hasMfa(ctx.db, ctx.tenantId, ctx.user.id));
  return { mfaRequired, mustSetUp };
}

export async function setMfaPolicy(ctx: SignedInContext, mfaRequired: boolean) {
  const current = await getTenantSetting(ctx.db, ctx.tenantId, 'security');
  const saved = await saveTenantSetting(ctx.db, ctx, 'security', { ...current, mfaRequired });
  return { mfaRequired: saved.mfaRequired };
}

/** "MFA required for all users" (or for installer users): everything else is refused until the user has set MFA up. */
export const requireMfaWhenMandatory: AccessPolicy = async (ctx, path) => {
  // An API key is not a sign-in: its ADMIN's MFA was checked when the key was made.
  if (ctx.apiKey) return;
  if (ALLOWED_BEFORE_SETUP.some((prefix) => path.startsWith(prefix))) return;
  const { mustSetUp } = await getMfaPolicy(ctx);
  if (mustSetUp) throw new TRPCError({ code: 'FORBIDDEN', message: MFA_MESSAGES.required });
};
