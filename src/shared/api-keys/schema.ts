import { z } from 'zod';
import { isAfterToday, optionalCalendarDate } from '@/shared/dates';
import { ALL_PERMISSIONS } from '@/shared/permissions';

export const API_KEY_NAME_MAX = 100;
export const API_KEY_RATE_MIN = 1;
export const API_KEY_RATE_MAX = 10_000;
/** Requests per minute a key gets unless its creator chooses otherwise. */
export const DEFAULT_API_KEY_RATE = 600;

export const EXPIRY_IN_FUTURE_MESSAGE = 'Expiry date must be after today';

/**
 * A new API key (issue 33 point 3, docs/api.md "API keys"). `expiresAt` is a UK calendar day:
 * the key works until the end of that day (23:59:59 Europe/London) and is refused after it.
 * Scopes come from the permission matrix; the server also refuses any the creator's role lacks.
 */
export const CreateApiKeyInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(API_KEY_NAME_MAX, `Name must be no more than ${API_KEY_NAME_MAX} characters`),
  scopes: z
    .array(z.enum(ALL_PERMISSIONS, { message: 'Choose scopes from the list' }))
    .min(1, 'Choose at least one scope')
    // The same permission twice means nothing more; the key keeps it once, in catalogue order.
    .transform((scopes) => ALL_PERMISSIONS.filter((p) => scopes.includes(p))),
  expiresAt: optionalCalendarDate('Enter a valid expiry date')
    .optional()
    .refine((date) => !date || isAfterToday(date), EXPIRY_IN_FUTURE_MESSAGE),
  rateLimitPerMinute: z
    .number({ message: 'Requests per minute must be a whole number' })
    .int('Requests per minute must be a whole number')
    .min(API_KEY_RATE_MIN, `Requests per minute must be at least ${API_KEY_RATE_MIN}`)
    .max(API_KEY_RATE_MAX, `Requests per minute must be no more than ${API_KEY_RATE_MAX}`)
    .default(DEFAULT_API_KEY_RATE),
});
export type CreateApiKeyInput = z.input<typeof CreateApiKeyInput>;

export const ApiKeyIdInput = z.object({ id: z.string().uuid() });

export const API_KEY_STATUSES = ['Active', 'Expired', 'Revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/** Revoked wins over expired: revoking is what someone did on purpose. */
export function apiKeyStatus(
  key: { revokedAt: Date | string | null; expiresAt: Date | string | null },
  now: Date = new Date(),
): ApiKeyStatus {
  if (key.revokedAt) return 'Revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return 'Expired';
  return 'Active';
}
