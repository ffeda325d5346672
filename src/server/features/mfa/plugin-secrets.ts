import { createOTP } from '@better-auth/utils/otp';
import { TRPCError } from '@trpc/server';
import { generateRandomString, symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import type { Auth } from '@/server/auth/auth';

/**
 * The `two_factors` row is written exactly as better-auth's twoFactor plugin
 * (1.7.7, src/plugins/two-factor) writes it, so its sign-in endpoints
 * (/two-factor/verify-totp, /two-factor/verify-backup-code) read what we store:
 * a 32-character secret and a JSON list of backup codes, each encrypted with
 * the auth secret (symmetricEncrypt with the context's secretConfig). We do not
 * call the plugin's /two-factor/enable because it needs the password, which the
 * spec's mfa.generateSetup does not send, and its verify rotates the session
 * cookie, which a tRPC reply cannot hand back.
 */
export const TOTP_OPTIONS = { digits: 6, period: 30 } as const;
export const TOTP_ISSUER = 'InspectHub';
const BACKUP_CODE_COUNT = 10;

async function keyOf(auth: Auth | null) {
  if (!auth) {
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Multi-factor authentication needs the authentication service.',
    });
  }
  return (await auth.$context).secretConfig;
}

/** Ten codes like the plugin's: 10 letters/digits split 5-5. */
function generateBackupCodeList(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const code = generateRandomString(10, 'a-z', '0-9', 'A-Z');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

export async function createEncryptedFactor(auth: Auth | null, email: string) {
  const key = await keyOf(auth);
  const secret = generateRandomString(32);
  const backupCodes = generateBackupCodeList();
  const otpauthUri = createOTP(secret, TOTP_OPTIONS).url(TOTP_ISSUER, email);
  return {
    backupCodes,
    otpauthUri,
    manualEntryKey: new URL(otpauthUri).searchParams.get('secret') ?? '',
    encryptedSecret: await symmetricEncrypt({ key, data: secret }),
    encryptedBackupCodes: await symmetricEncrypt({ key, data: JSON.stringify(backupCodes) }),
  };
}

export async function readBackupCodes(auth: Auth | null, encrypted: string): Promise<string[]> {
  const key = await keyOf(auth);
  try {
    const parsed: unknown = JSON.parse(await symmetricDecrypt({ key, data: encrypted }));
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/** The plugin's own check: the current 30-second step and one either side. */
export async function isValidTotp(auth: Auth | null, encryptedSecret: string, token: string) {
  const key = await keyOf(auth);
  const secret = await symmetricDecrypt({ key, data: encryptedSecret });
  return createOTP(secret, TOTP_OPTIONS).verify(token);
}
