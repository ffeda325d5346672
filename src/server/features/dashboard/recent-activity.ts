import { and, desc, eq } from 'drizzle-orm';
import { describeActivity } from '@/shared/dashboard/activity';
import { auditLog, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';

const RECENT_LIMIT = 10;

/**
 * The last audit entries the user may see: the whole tenant with audit:view,
 * otherwise only their own actions.
 */
export async function getRecentActivity(actor: Actor) {
  const seesAll = await hasPermission(actor.db, actor.tenantId, actor.user.role, 'audit:view');
  const rows = await actor.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      resource: auditLog.resource,
      resourceId: auditLog.resourceId,
      details: auditLog.details,
      at: auditLog.timestamp,
      actorName: users.name,
      actorEmail: auditLog.userEmail,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.tenantId, actor.tenantId),
        seesAll ? undefined : eq(auditLog.userId, actor.user.id),
      ),
    )
    .orderBy(desc(auditLog.timestamp), desc(auditLog.id))
    .limit(RECENT_LIMIT);
  return {
    isWholeTenant: seesAll,
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      text: describeActivity({
        actorName: r.actorName ?? r.actorEmail,
        action: r.action,
        resource: r.resource,
        details: r.details,
      }),
    })),
  };
}
