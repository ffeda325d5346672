import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFilters, AuditListInput } from '@/shared/settings/audit-log';
import type { Db } from '@/server/db/client';
import { auditLog, users } from '@/server/db/schema/index';
import { paginate } from '@/server/lib/paginate';
import { auditWhere } from './audit-query';

type ListInput = z.output<typeof AuditListInput>;

export type AuditRow = {
  id: string;
  timestamp: string;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  action: string;
  resource: string;
  resourceId: string | null;
  details: Record<string, unknown> | null;
  ipAddress: string | null;
};

const columns = {
  id: auditLog.id,
  timestamp: auditLog.timestamp,
  userId: auditLog.userId,
  userEmail: auditLog.userEmail,
  firstName: users.firstName,
  lastName: users.lastName,
  action: auditLog.action,
  resource: auditLog.resource,
  resourceId: auditLog.resourceId,
  details: auditLog.details,
  ipAddress: auditLog.ipAddress,
};

type Selected = {
  id: string;
  timestamp: Date;
  userId: string | null;
  userEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  action: string;
  resource: string;
  resourceId: string | null;
  details: Record<string, unknown> | null;
  ipAddress: string | null;
};

function present(r: Selected): AuditRow {
  const name = [r.firstName, r.lastName].filter(Boolean).join(' ');
  return {
    id: r.id,
    timestamp: r.timestamp.toISOString(),
    userId: r.userId,
    // A deleted user keeps their history under the e-mail recorded at the time.
    userName: name || null,
    userEmail: r.userEmail,
    action: r.action,
    resource: r.resource,
    resourceId: r.resourceId,
    details: r.details,
    ipAddress: r.ipAddress,
  };
}

/** One page of the tenant's audit log, newest first, with the total for the pager. */
export async function listAudit(db: Db, tenantId: string, input: ListInput) {
  const where = auditWhere(tenantId, input.filters);
  const window = paginate({ page: input.page, limit: input.pageSize });
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.timestamp), desc(auditLog.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const info = window.info(total?.value ?? 0);
  return { rows: rows.map(present), total: info.total, page: info.page, pageSize: info.limit };
}

/** What the filter menus offer: people, actions and resources that occur in this tenant's log. */
export async function listAuditFilterOptions(db: Db, tenantId: string) {
  const [people, actions, resources] = await Promise.all([
    db
      .selectDistinct({
        userId: auditLog.userId,
        userEmail: sql<string>`max(${auditLog.userEmail})`,
      })
      .from(auditLog)
      .where(sql`${auditLog.tenantId} = ${tenantId} and ${auditLog.userId} is not null`)
      .groupBy(auditLog.userId),
    db
      .selectDistinct({ value: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.tenantId, tenantId))
      .orderBy(asc(auditLog.action)),
    db
      .selectDistinct({ value: auditLog.resource })
      .from(auditLog)
      .where(eq(auditLog.tenantId, tenantId))
      .orderBy(asc(auditLog.resource)),
  ]);
  return {
    users: people
      .map((p) => ({ id: p.userId!, email: p.userEmail }))
      .sort((a, b) => a.email.localeCompare(b.email)),
    actions: actions.map((a) => a.value),
    resources: resources.map((r) => r.value),
  };
}

/** The position after a row: its timestamp as PostgreSQL text (microseconds kept) and id. */
export type AuditBatchCursor = { timestamp: string; id: string } | null;

/** A batch of matching rows after the cursor (newest first), for the streamed CSV export. */
export async function readAuditBatch(
  db: Db,
  tenantId: string,
  filters: AuditFilters,
  after: AuditBatchCursor,
  size: number,
) {
  const where = auditWhere(tenantId, filters);
  const rows = await db
    .select({ ...columns, exactTimestamp: sql<string>`${auditLog.timestamp}::text` })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      after
        ? sql`${where} and (${auditLog.timestamp}, ${auditLog.id}) < (${after.timestamp}::timestamptz, ${after.id}::uuid)`
        : where,
    )
    .orderBy(desc(auditLog.timestamp), desc(auditLog.id))
    .limit(size);
  return rows.map((r) => ({ row: present(r), cursor: { timestamp: r.exactTimestamp, id: r.id } }));
}
