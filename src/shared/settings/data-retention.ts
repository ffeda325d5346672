/**
 * Record types the data-retention job clears (Admin Settings > Data
 * Retention). `defaultDays` null keeps the records until an administrator
 * sets a period; `action` says what happens to an expired row.
 */
export const RETENTION_RECORD_TYPES = [
  {
    key: 'readNotifications',
    label: 'Read notifications',
    description: 'Notifications their recipient has already read, by creation date.',
    action: 'delete',
    defaultDays: 90,
  },
  {
    key: 'auditLog',
    label: 'Audit log entries',
    description:
      'Entries older than the period are anonymised: user, e-mail, IP address and details are removed; the action, resource and time stay.',
    action: 'anonymise',
    defaultDays: 2555,
  },
  {
    key: 'sentEmails',
    label: 'Sent e-mails',
    description: 'Outbox e-mails that were delivered, by creation date.',
    action: 'delete',
    defaultDays: 365,
  },
  {
    key: 'failedEmails',
    label: 'Failed e-mails',
    description: 'Outbox e-mails that could not be delivered, by last update.',
    action: 'delete',
    defaultDays: 90,
  },
  {
    key: 'inspectionDrafts',
    label: 'Inspection drafts',
    description: 'Wizard drafts nobody has touched for the period.',
    action: 'delete',
    defaultDays: 30,
  },
  {
    key: 'generatedReports',
    label: 'Generated report files',
    description: 'Finished or failed report runs and their files, by creation date.',
    action: 'delete',
    defaultDays: 90,
  },
  {
    key: 'expiredSessions',
    label: 'Expired sessions',
    description: 'Sign-in sessions that expired at least the period ago.',
    action: 'delete',
    defaultDays: 7,
  },
] as const;

export type RetentionRecordType = (typeof RETENTION_RECORD_TYPES)[number]['key'];
export const RETENTION_RECORD_KEYS = RETENTION_RECORD_TYPES.map<RetentionRecordType>((r) => r.key);

/** Choices offered by the tab, in days (null keeps forever). */
export const RETENTION_PERIOD_CHOICES = [7, 30, 90, 180, 365, 730, 2555, null] as const;

/** The period in force for each record type (stored value, else the default). */
export function resolveRetention(
  stored: Record<string, number | null>,
): Record<RetentionRecordType, number | null> {
  return Object.fromEntries(
    RETENTION_RECORD_TYPES.map((r) => [
      r.key,
      r.key in stored ? (stored[r.key] ?? null) : r.defaultDays,
    ]),
  ) as Record<RetentionRecordType, number | null>;
}
