import { z } from 'zod';

/** Spec 02 §9: authenticator codes have 6 digits. */
export const MFA_CODE_LENGTH = 6;

export const MFA_MESSAGES = {
  invalidCode: 'Please enter a valid 6-digit code',
  passwordRequired: 'Please enter your password to confirm MFA reset',
  notSignedIn: 'Please ensure you are logged in and try again.',
  setupFailed: 'Failed to generate MFA setup. Please try again.',
  enableFailed: 'Failed to enable MFA. Please try again.',
  wrongCode: 'Invalid verification code. Please try again.',
  resetFailed: 'Failed to reset MFA',
  enabled: 'MFA has been successfully enabled for your account!',
  reset: 'MFA has been successfully reset!',
  copied: 'Backup codes copied to clipboard!',
  required: 'Multi-factor authentication must be set up before you can continue.',
} as const;

/** Spec 02 §5: digits only, truncated to 6, as the user types. */
export function sanitizeMfaCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH);
}

export const MfaVerifyInput = z.strictObject({
  token: z
    .string({ error: MFA_MESSAGES.invalidCode })
    .regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), MFA_MESSAGES.invalidCode),
});

export const MfaDisableInput = z.strictObject({
  password: z
    .string({ error: MFA_MESSAGES.passwordRequired })
    .max(128, 'Password must be no more than 128 characters')
    .refine((value) => value.trim() !== '', MFA_MESSAGES.passwordRequired),
});

export const MfaPolicyInput = z.strictObject({
  mfaRequired: z.boolean({ error: 'Choose whether MFA is required for all users' }),
});

/** A backup code as the plugin issues it: ten letters and digits, shown as xxxxx-xxxxx. */
export const BackupCodeInput = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'Please enter a backup code like abcde-12345');

/** Accepts a code typed with or without its dash, and stores/compares the dashed form. */
export function normaliseBackupCode(value: string): string {
  const compact = value.trim().replace(/-/g, '');
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : value.trim();
}
