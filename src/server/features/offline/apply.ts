import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApplyOfflineChangeInput, OfflineChange } from '@/shared/offline/changes';
import { inspections, offlineChanges } from '@/server/db/schema/index';
import type { UploadStore } from '@/server/lib/upload-store';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';
import { inspectionNotFound } from '../inspections/detail';
import { visibleInspections } from '../inspections/scope';
import { updateInspectionStatus } from '../inspections/status';
import { startVisit } from '../inspections/visit-start';
import { AnswerConflict, applyOfflineAnswer, keepServerAnswer } from './apply-answer';
import { attachUpload } from './apply-attach';
import { offlineVisitStartTime } from './visit-time';

type Services = { storage: Storage; uploads: UploadStore };

export const STATUS_VERSION_MESSAGE =
  'Send the version of the inspection the device last saw with a status change.';
export const KEY_USED_MESSAGE = 'This change key was already used for another change.';

async function requirePermission(actor: Actor, permission: 'inspections:edit') {
  if (!(await hasPermission(actor.db, actor.tenantId, actor.user.role, permission)))
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'Your role cannot record visits, add evidence or change the status of inspections.',
    });
}

/** One change, by the existing services, on the actor's transaction. */
async function applyChange(actor: Actor, services: Services, change: OfflineChange) {
  switch (change.kind) {
    case 'answer':
      return applyOfflineAnswer(actor, change);
    case 'keepServerAnswer':
      return keepServerAnswer(actor, change);
    case 'visitStart': {
      await requirePermission(actor, 'inspections:edit');
      const { inspectionId, position } = change;
      return startVisit(
        actor,
        { inspectionId, position },
        offlineVisitStartTime(change.recordedAt),
      );
    }
    case 'attach':
      await requirePermission(actor, 'inspections:edit');
      return attachUpload(actor, services, change);
    case 'status': {
      await requirePermission(actor, 'inspections:edit');
      const { kind: _kind, ...input } = change;
      // Online, a client may leave the version out (last write wins); a device never may: its
      // change was judged against the inspection as it kept it.
      if (input.expectedVersion === undefined)
        throw new TRPCError({ code: 'BAD_REQUEST', message: STATUS_VERSION_MESSAGE });
      const updated = await updateInspectionStatus(actor, input);
      return { id: updated.id, status: updated.status, version: updated.version };
    }
  }
}

const inspectionOf = (change: OfflineChange) =>
  'inspectionId' in change ? change.inspectionId : change.id;

/**
 * Applies one change a device sent, once per key (issue 32 point 4): in one transaction, the
 * key's row first (a second sender of the same key waits on it, then replays), then the change
 * through the existing services, then its result. A refusal rolls everything back, key
 * included, so a corrected change may use the same key; a conflict is returned and not recorded.
 */
export async function applyOfflineChange(
  actor: Actor,
  services: Services,
  input: z.output<typeof ApplyOfflineChangeInput>,
) {
  const { key, change } = input;
  await requireVisible(actor, inspectionOf(change));
  try {
    const outcome = await actor.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(offlineChanges)
        .values({
          tenantId: actor.tenantId,
          key,
          userId: actor.user.id,
          kind: change.kind,
          inspectionId: inspectionOf(change),
        })
        .onConflictDoNothing()
        .returning({ key: offlineChanges.key });
      if (inserted.length === 0)
        return { replayed: true as const, ...(await storedResult(tx, actor, key, change)) };
      const result = await applyChange({ ...actor, db: tx }, services, change);
      const stored = JSON.parse(JSON.stringify(result ?? null)) as unknown;
      await tx
        .update(offlineChanges)
        .set({ result: stored })
        .where(and(eq(offlineChanges.tenantId, actor.tenantId), eq(offlineChanges.key, key)));
      return { replayed: false as const, result: stored };
    });
    if (!outcome.replayed && change.kind === 'attach') await removeUpload(services, outcome.result);
    return { status: 'applied' as const, replayed: outcome.replayed, result: outcome.result };
  } catch (error) {
    if (error instanceof AnswerConflict)
      return { status: 'conflict' as const, server: error.server };
    throw error;
  }
}

/** The key's row names the inspection: one the actor cannot see is refused before it is written. */
async function requireVisible(actor: Actor, inspectionId: string) {
  const [found] = await actor.db
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(await visibleInspections(actor), eq(inspections.id, inspectionId)));
  if (!found) inspectionNotFound();
}

async function storedResult(
  tx: Actor['db'],
  actor: Actor,
  key: string,
  change: OfflineChange,
): Promise<{ result: unknown }> {
  const [row] = await tx
    .select()
    .from(offlineChanges)
    .where(and(eq(offlineChanges.tenantId, actor.tenantId), eq(offlineChanges.key, key)));
  // A key is the device's own: someone else's, or another kind of change, is not a replay.
  if (!row || row.userId !== actor.user.id || row.kind !== change.kind)
    throw new TRPCError({ code: 'CONFLICT', message: KEY_USED_MESSAGE });
  return { result: row.result };
}

/** The attached upload is no longer needed; a failure here only leaves it to the 48-hour clean-up. */
async function removeUpload(services: Services, result: unknown) {
  const uploadId = (result as { uploadId?: string } | null)?.uploadId;
  if (uploadId) await services.uploads.remove(uploadId).catch(() => {});
}
