import { z } from 'zod';
import { OFFLINE_WINDOW_DAYS_DEFAULT, OfflineWindowDays } from './offline/changes';

/**
 * A user's own settings, one row per user in `user_settings`: the profile of
 * /profile-settings (spec 02 §3 'Profile settings', defaults §9), the
 * preferences of /account-settings, and dashboard widget visibility.
 */
export const TIMEZONES = ['GMT', 'EST', 'PST', 'CET'] as const;
export const LANGUAGES = ['English (UK)', 'English (US)', 'French', 'German', 'Spanish'] as const;
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export const TIME_FORMATS = ['24-hour', '12-hour'] as const;

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be no more than ${max} characters`).default('');

export const profileSettingsSchema = z.object({
  displayName: optionalText('Display name', 100),
  department: optionalText('Department', 100),
  phone: optionalText('Phone', 40),
  location: optionalText('Location', 100),
  timezone: z.enum(TIMEZONES).default('GMT'),
  language: z.enum(LANGUAGES).default('English (UK)'),
  dateFormat: z.enum(DATE_FORMATS).default('DD/MM/YYYY'),
  timeFormat: z.enum(TIME_FORMATS).default('24-hour'),
});
export type ProfileSettings = z.output<typeof profileSettingsSchema>;

/** Session timeout choices of spec 02 §9; null is 'never'. Default 30 minutes. */
export const SESSION_TIMEOUT_CHOICES = [15, 30, 60, 120, null] as const;

export const accountPreferencesSchema = z.object({
  sessionTimeoutMinutes: z
    .union([z.literal(15), z.literal(30), z.literal(60), z.literal(120), z.null()])
    .default(30),
  emailNotifications: z.boolean().default(true),
  loginNotifications: z.boolean().default(true),
  /** 'Available offline': today and the next N days of the user's inspections (issue 32 point 2). */
  offlineWindowDays: OfflineWindowDays.default(OFFLINE_WINDOW_DAYS_DEFAULT),
});
export type AccountPreferences = z.output<typeof accountPreferencesSchema>;

/** Dashboard widget key to visible; a widget missing here is shown. */
export const widgetVisibilitySchema = z.record(z.string(), z.boolean()).default({});
export type WidgetVisibility = z.output<typeof widgetVisibilitySchema>;
