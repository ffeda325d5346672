import { and, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RetentionRecordType } from '@/shared/settings/data-retention';
import {
  auditLog,
  generatedReports,
  inspectionDrafts,
  notifications,
  outboxEmails,
  sessions,
  users,
} from '@/server/db/schema/index';

/**
 * For each record type: the table, its id column, and which of the tenant's
 * rows have expired by `cutoff`. Anonymising rules also say what to blank.
 */
export type RetentionRule = {
  table: PgTable;
  id: PgColumn;
  expired: (tenantId: string, cutoff: Date) => SQL | undefined;
  anonymise?: Record<string, null>;
  /** A column naming a stored file to delete with the row. */
  fileKey?: PgColumn;
};

export const RETENTION_RULES: Record<RetentionRecordType, RetentionRule> = {
  readNotifications: {
    table: notifications,
    id: notifications.id,
    expired: (tenantId, cutoff) =>
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.read, true),
        lt(notifications.createdAt, cutoff),
      ),
  },
  auditLog: {
    table: auditLog,
    id: auditLog.id,
    expired: (tenantId, cutoff) =>
      and(
        eq(auditLog.tenantId, tenantId),
        lt(auditLog.timestamp, cutoff),
        // Only rows that still name someone: an anonymised row is not counted twice.
        or(
          isNotNull(auditLog.userId),
          isNotNull(auditLog.userEmail),
          isNotNull(auditLog.ipAddress),
          isNotNull(auditLog.details),
        ),
      ),
    anonymise: { userId: null, userEmail: null, ipAddress: null, details: null },
  },
  sentEmails: {
    table: outboxEmails,
    id: outboxEmails.id,
    expired: (tenantId, cutoff) =>
      and(
        eq(outboxEmails.tenantId, tenantId),
        eq(outboxEmails.status, 'sent'),
        lt(outboxEmails.createdAt, cutoff),
      ),
  },
  failedEmails: {
    table: outboxEmails,
    id: outboxEmails.id,
    expired: (tenantId, cutoff) =>
      and(
        eq(outboxEmails.tenantId, tenantId),
        eq(outboxEmails.status, 'failed'),
        lt(outboxEmails.updatedAt, cutoff),
      ),
  },
  inspectionDrafts: {
    table: inspectionDrafts,
    id: inspectionDrafts.id,
    expired: (tenantId, cutoff) =>
      and(eq(inspectionDrafts.tenantId, tenantId), lt(inspectionDrafts.updatedAt, cutoff)),
  },
  generatedReports: {
    table: generatedReports,
    id: generatedReports.id,
    expired: (tenantId, cutoff) =>
      and(
        eq(generatedReports.tenantId, tenantId),
        inArray(generatedReports.status, ['completed', 'failed']),
        lt(generatedReports.createdAt, cutoff),
      ),
    fileKey: generatedReports.storageKey,
  },
  expiredSessions: {
    table: sessions,
    id: sessions.id,
    // Sessions carry no tenant; their user does.
    expired: (tenantId, cutoff) =>
      and(
        lt(sessions.expiresAt, cutoff),
        inArray(
          sessions.userId,
          sql`(select ${users.id} from ${users} where ${users.tenantId} = ${tenantId})`,
        ),
      ),
  },
};
