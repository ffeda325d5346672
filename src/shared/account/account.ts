import { z } from 'zod';
import { OfflineWindowDays } from '../offline/changes';
import { SESSION_TIMEOUT_CHOICES } from '../user-settings';

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

/** Spec 02 §5's generic validator messages, for one named password field. */
const password = (field: string, min = 1) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .min(min, `${field} must be at least ${min} characters`)
    .max(PASSWORD_MAX, `${field} must be no more than ${PASSWORD_MAX} characters`);

/** What account.changePassword accepts: the confirmation never leaves the browser. */
export const ChangeOwnPasswordInput = z
  .strictObject({
    currentPassword: password('Current password'),
    newPassword: password('New password', PASSWORD_MIN),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'New password must be different from your current password',
    path: ['newPassword'],
  });

export const PASSWORD_MISMATCH = 'New passwords do not match';

/** The form of Password & Security: the same rules plus the confirmation (no call when it differs). */
export const ChangeOwnPasswordForm = z
  .object({
    currentPassword: password('Current password'),
    newPassword: password('New password', PASSWORD_MIN),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'New password must be different from your current password',
    path: ['newPassword'],
  });
export type ChangeOwnPasswordValues = z.input<typeof ChangeOwnPasswordForm>;

const timeoutMessage = 'Choose a session timeout of 15, 30, 60 or 120 minutes, or Never';

/** Security and notification preferences of /account-settings; every field is sent. */
export const AccountPreferencesInput = z.strictObject({
  sessionTimeoutMinutes: z
    .number({ error: timeoutMessage })
    .nullable()
    .refine((v) => (SESSION_TIMEOUT_CHOICES as readonly (number | null)[]).includes(v), {
      message: timeoutMessage,
    }),
  emailNotifications: z.boolean({ error: 'Email notifications must be on or off' }),
  loginNotifications: z.boolean({ error: 'Login notifications must be on or off' }),
  /** Days available offline (0 to 31); omitted keeps the saved value (older forms do not send it). */
  offlineWindowDays: OfflineWindowDays.optional(),
});
export type AccountPreferencesValues = z.output<typeof AccountPreferencesInput>;

export const LAST_ADMIN_DEACTIVATION =
  'You are the only active administrator, so your account cannot be deactivated. Make another user an administrator first.';
