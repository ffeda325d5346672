import { z } from 'zod';
import { LoginInput } from './auth-schemas';

// The same policy as every other password (account.ts, users.ts): 8 to 128 characters.
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

/** A reset link is good for one hour and one use (better-auth's verification row). */
export const RESET_LINK_VALID_SECONDS = 60 * 60;

/** The one answer to every request, so it never tells whether an address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this e-mail address, we have sent it a link to reset the password. The link works once, for one hour.';
export const RESET_LINK_INVALID_MESSAGE =
  'This reset link has expired or has already been used. Ask for a new one.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Sign in with your new password.';
export const PASSWORD_MISMATCH = 'Passwords do not match';

/** POST /api/auth/request-password-reset (checked in the browser and by the auth bridge). */
export const ForgotPasswordInput = z.object({ email: LoginInput.shape.email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

const newPassword = z
  .string({ error: 'New password is required' })
  .min(1, 'New password is required')
  .min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `New password must be no more than ${PASSWORD_MAX} characters`);

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password. */
export const ResetPasswordInput = z.object({
  token: z.string({ error: RESET_LINK_INVALID_MESSAGE }).min(1, RESET_LINK_INVALID_MESSAGE),
  newPassword,
});

/** The page's form: the same rules plus the confirmation, which never leaves the browser. */
export const ResetPasswordForm = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.input<typeof ResetPasswordForm>;
