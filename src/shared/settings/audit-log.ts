import { isCalendarDate } from '../dates';
import { z } from 'zod';

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

const isoDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} format is invalid`)
    .refine(isCalendarDate, `${label} format is invalid`)
    .optional();

/**
 * Filters of Admin Settings > Audit Log, shared by `audit.list`, the CSV
 * export route (query string) and the tab. Dates are whole days in UK time,
 * both ends included.
 */
export const AuditFilters = z
  .object({
    userId: z.string().trim().max(200).optional(),
    action: z.string().trim().max(100).optional(),
    resource: z.string().trim().max(100).optional(),
    from: isoDay('From date'),
    to: isoDay('To date'),
  })
  .strict()
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'From date must be on or before To date',
    path: ['to'],
  });
export type AuditFilters = z.output<typeof AuditFilters>;

export const AuditListInput = z
  .object({
    filters: AuditFilters.default({}),
    page: z.number().int().min(1, 'Page must be at least 1').max(100_000).default(1),
    pageSize: z.union(AUDIT_PAGE_SIZES.map((n) => z.literal(n))).default(25),
  })
  .strict();
export type AuditListInput = z.input<typeof AuditListInput>;

const auditTimestamp = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/London',
});

/** en-GB date and time to the second in UK time (audit entries need the seconds). */
export function formatAuditTimestamp(iso: string): string {
  return auditTimestamp.format(new Date(iso));
}
