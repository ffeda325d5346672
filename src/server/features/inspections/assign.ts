import { TRPCError } from '@trpc/server';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AssignInspectorInput } from '@/shared/inspections/pending-queue';
import { OPEN_STATUSES, STATUS_LABELS } from '@/shared/inspections/statuses';
import { writeAudit } from '@/server/audit/write-audit';
import { inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { requireInspectorOption } from './inspector-user';
import { notifyInspectorAssignedMany } from './notify';
import { visibleInspections } from './scope';

export const ASSIGN_NOT_FOUND_MESSAGE =
  'Some of the selected inspections no longer exist or are not yours to see. Refresh the list and try again; nothing was assigned.';

const NAMED_AT_MOST = 5;

/** 'INS-1 (Passed), INS-2 (Cancelled) and 3 more' */
function describeClosed(rows: { reference: string; status: keyof typeof STATUS_LABELS }[]) {
  const named = rows
    .slice(0, NAMED_AT_MOST)
    .map((row) => `${row.reference} (${STATUS_LABELS[row.status]})`)
    .join(', ');
  const more = rows.length - NAMED_AT_MOST;
  return more > 0 ? `${named} and ${more} more` : named;
}

/**
 * 'Assign to inspector' on the pending queue: every selected inspection goes to
 * one INSPECTOR user of the tenant, in one transaction, or none does. A selected
 * id that is missing, in another tenant, or no longer open refuses the whole
 * call, so the user never has to work out which half happened. Rows already
 * assigned to that inspector are left as they are (no audit, no notification).
 */
export async function assignInspector(actor: Actor, input: z.output<typeof AssignInspectorInput>) {
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const scope = await visibleInspections(actor);
  return actor.db.transaction(async (tx) => {
    const inspector = await requireInspectorOption(tx, actor.tenantId, input.inspectorId);
    const rows = await tx
      .select({
        id: inspections.id,
        reference: inspections.reference,
        status: inspections.status,
        propertyAddress: inspections.propertyAddress,
        scheduledDate: inspections.scheduledDate,
        inspectorUserId: inspections.inspectorUserId,
        inspectorName: inspections.inspectorName,
      })
      .from(inspections)
      .where(and(scope, inArray(inspections.id, input.ids)))
      .orderBy(inspections.reference)
      .for('update');
    if (rows.length !== input.ids.length) {
      throw new TRPCError({ code: 'NOT_FOUND', message: ASSIGN_NOT_FOUND_MESSAGE });
    }
    const closed = rows.filter((row) => !OPEN_STATUSES.includes(row.status));
    if (closed.length > 0) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `Only open inspections can be assigned, and ${describeClosed(closed)} ${closed.length === 1 ? 'is' : 'are'} no longer open. Nothing was assigned.`,
      });
    }
    const moving = rows.filter(
      (row) => row.inspectorUserId !== inspector.id || row.inspectorName !== inspector.name,
    );
    if (moving.length > 0) {
      await tx
        .update(inspections)
        .set({
          inspectorUserId: inspector.id,
          inspectorName: inspector.name,
          version: sql`${inspections.version} + 1`,
          updatedBy: actor.user.id,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(inspections.tenantId, actor.tenantId),
            inArray(
              inspections.id,
              moving.map((row) => row.id),
            ),
          ),
        );
      for (const row of moving) {
        await writeAudit(tx, actor, {
          action: 'assign',
          resource: 'inspection',
          resourceId: row.id,
          details: {
            reference: row.reference,
            from: { inspectorUserId: row.inspectorUserId, inspectorName: row.inspectorName },
            to: { inspectorUserId: inspector.id, inspectorName: inspector.name },
            bulk: true,
          },
        });
      }
      await notifyInspectorAssignedMany(
        tx,
        actor,
        inspector.id,
        moving.filter((row) => row.inspectorUserId !== inspector.id),
      );
    }
    return {
      assigned: moving.length,
      unchanged: rows.length - moving.length,
      inspectorName: inspector.name,
    };
  });
}
