import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { verifyPassword } from 'better-auth/crypto';
import {
  accountKey,
  clearFailures,
  recordFailure,
  refuseWhileLocked,
} from '@/server/lib/password-throttle';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { writeAudit } from '@/server/audit/write-audit';
import { accounts, twoFactors, users } from '@/server/db/schema/index';
import type { SignedInContext } from '@/server/trpc/context';
import { createEncryptedFactor, isValidTotp, readBackupCodes } from './plugin-secrets';

/** Wrong codes allowed while confirming a new set-up before it has to be started again. */
const MAX_SETUP_ATTEMPTS = 5;

async function findFactor(ctx: SignedInContext) {
  const [row] = await ctx.db.select().from(twoFactors).where(eq(twoFactors.userId, ctx.user.id));
  return row ?? null;
}

async function isTwoFactorEnabled(ctx: SignedInContext) {
  const [row] = await ctx.db
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(and(eq(users.id, ctx.user.id), eq(users.tenantId, ctx.tenantId)));
  return row?.enabled === true;
}

export async function getMfaStatus(ctx: SignedInContext) {
  const factor = await findFactor(ctx);
  const isEnabled = (await isTwoFactorEnabled(ctx)) && factor?.verified === true;
  if (!isEnabled || !factor) return { isEnabled: false, hasBackupCodes: false };
  const codes = await readBackupCodes(ctx.auth, factor.backupCodes);
  return { isEnabled, hasBackupCodes: codes.length > 0 };
}

/** Starts (or restarts) a set-up: a new secret and backup codes, unconfirmed until mfa.verify. */
export async function generateMfaSetup(ctx: SignedInContext) {
  if (await isTwoFactorEnabled(ctx)) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Multi-factor authentication is already enabled. Reset it first to set it up again.',
    });
  }
  const factor = await createEncryptedFactor(ctx.auth, ctx.user.email);
  const qrCodeUrl = await QRCode.toDataURL(factor.otpauthUri, { margin: 1, width: 200 });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, ctx.user.id));
    await tx.insert(twoFactors).values({
      id: randomUUID(),
      userId: ctx.user.id,
      secret: factor.encryptedSecret,
      backupCodes: factor.encryptedBackupCodes,
      verified: false,
      failedVerificationCount: 0,
    });
    await writeAudit(tx, ctx, {
      action: 'mfa_setup_started',
      resource: 'mfa',
      resourceId: ctx.user.id,
    });
  });
  return { qrCodeUrl, secret: factor.manualEntryKey, backupCodes: factor.backupCodes };
}

/** Confirms the set-up with a code from the authenticator; only now is MFA on. */
export async function verifyMfaSetup(ctx: SignedInContext, token: string) {
  const factor = await findFactor(ctx);
  if (!factor) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Start the multi-factor authentication set-up first.',
    });
  }
  if (factor.verified && (await isTwoFactorEnabled(ctx))) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Multi-factor authentication is already enabled.',
    });
  }
  if (!(await isValidTotp(ctx.auth, factor.secret, token))) {
    await recordSetupFailure(ctx, factor.id, factor.failedVerificationCount ?? 0);
  }
  const backupCodes = await readBackupCodes(ctx.auth, factor.backupCodes);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(twoFactors)
      .set({ verified: true, failedVerificationCount: 0, lockedUntil: null })
      .where(eq(twoFactors.id, factor.id));
    await tx
      .update(users)
      .set({ twoFactorEnabled: true, updatedAt: new Date() })
      .where(and(eq(users.id, ctx.user.id), eq(users.tenantId, ctx.tenantId)));
    await writeAudit(tx, ctx, { action: 'mfa_enabled', resource: 'mfa', resourceId: ctx.user.id });
  });
  return { success: true, backupCodes };
}

async function recordSetupFailure(
  ctx: SignedInContext,
  factorId: string,
  failures: number,
): Promise<never> {
  if (failures + 1 >= MAX_SETUP_ATTEMPTS) {
    await ctx.db.delete(twoFactors).where(eq(twoFactors.id, factorId));
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Too many incorrect codes. Please start the set-up again.',
    });
  }
  await ctx.db
    .update(twoFactors)
    .set({ failedVerificationCount: failures + 1 })
    .where(eq(twoFactors.id, factorId));
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message: 'Invalid verification code. Please try again.',
  });
}

/** Resets MFA after checking the account password; the user can set it up again at once. */
export async function disableMfa(ctx: SignedInContext, password: string) {
  const throttle = accountKey('recheck', ctx.user.id);
  await refuseWhileLocked(ctx.db, throttle);
  const [credential] = await ctx.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, ctx.user.id), eq(accounts.providerId, 'credential')));
  const matches = credential?.hash
    ? await verifyPassword({ hash: credential.hash, password })
    : false;
  if (!matches) {
    await recordFailure(ctx.db, [throttle]);
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'The password is incorrect. MFA was not reset.',
    });
  }
  await clearFailures(ctx.db, throttle);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, ctx.user.id));
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(and(eq(users.id, ctx.user.id), eq(users.tenantId, ctx.tenantId)));
    await writeAudit(tx, ctx, { action: 'mfa_reset', resource: 'mfa', resourceId: ctx.user.id });
  });
  return { success: true };
}
