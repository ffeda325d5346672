import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema/index';
import type { RecordedActor } from '../trpc/actor';

export type AuditAction = 'create' | 'update' | 'delete' | (string & {});

export type AuditEntry = {
  action: AuditAction;
  resource: string;
  resourceId?: string | null;
  details?: Record<string, unknown>;
};

/** Records who changed what; call it inside the transaction that makes the change. */
export async function writeAudit(db: Db | Tx, actor: RecordedActor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    tenantId: actor.tenantId,
    userId: actor.user?.id ?? null,
    userEmail: actor.user?.email ?? null,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    details: entry.details ?? null,
    ipAddress: actor.ip,
  });
}
