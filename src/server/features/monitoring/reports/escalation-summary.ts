import { desc, eq, sql } from 'drizzle-orm';
import { formatDate, todayInLondon } from '@/shared/format';
import { escalations, installers } from '@/server/db/schema/index';
import { daysBetween } from '../dates';
import { yesNo, type ReportBuilder } from './report-types';

/** Every escalation case, open ones first, with how long it has been (or was) open. */
export const buildEscalationSummary: ReportBuilder = async (db, tenantId, now) => {
  const today = todayInLondon(now);
  const rows = await db
    .select({
      installer: installers.name,
      priority: escalations.priority,
      status: escalations.status,
      reason: escalations.reason,
      owner: escalations.owner,
      openedAt: escalations.openedAt,
      dueDate: escalations.dueDate,
      resolvedAt: escalations.resolvedAt,
    })
    .from(escalations)
    .innerJoin(installers, eq(installers.id, escalations.installerId))
    .where(eq(escalations.tenantId, tenantId))
    .orderBy(sql`${escalations.status} = 'Resolved'`, desc(escalations.openedAt));
  return {
    columns: [
      'Installer',
      'Priority',
      'Status',
      'Reason',
      'Owner',
      'Opened',
      'Due Date',
      'Resolved',
      'Days Open',
      'Overdue',
    ],
    rows: rows.map((r) => {
      const opened = todayInLondon(r.openedAt);
      const ended = r.resolvedAt ? todayInLondon(r.resolvedAt) : today;
      const isOverdue = r.status !== 'Resolved' && r.dueDate !== null && r.dueDate < today;
      return [
        r.installer,
        r.priority,
        r.status,
        r.reason,
        r.owner,
        formatDate(r.openedAt),
        formatDate(r.dueDate),
        formatDate(r.resolvedAt),
        Math.max(0, daysBetween(opened, ended)),
        yesNo(isOverdue),
      ];
    }),
  };
};
