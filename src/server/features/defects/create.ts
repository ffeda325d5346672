import type { z } from 'zod';
import { defaultDefectDueDate, endOfLondonDay } from '@/shared/defects/due-dates';
import type { DefectFields } from '@/shared/defects/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { nextReference } from '@/server/db/next-reference';
import { defects } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { refreshInstaller } from '../installers/refresh';
import { openFollowupForDefect } from './defect-followup';
import { getTenantSetting } from '../settings/tenant-settings';
import { requireAssignee } from './assignees';
import { getDefect } from './detail';
import { requireVisibleInspection } from './inspection-options';
import { notifyDefectAssigned } from './notify';
import { emitWebhookEvent } from '../webhooks/emit';

type Fields = z.output<typeof DefectFields>;
type Inspection = Pick<
  Awaited<ReturnType<typeof requireVisibleInspection>>,
  'id' | 'reference' | 'installerId'
>;

/**
 * Inserts a defect with its follow-up, notification and audit row inside the
 * caller's transaction. `dueAt` overrides the due date (a failed checklist
 * item's remediation deadline runs from when it failed). The caller refreshes the
 * installer's figures once its own writes are done.
 */
export async function insertDefect(
  tx: Tx,
  actor: Actor,
  inspection: Inspection,
  fields: Fields,
  now: Date,
  dueAt?: Date,
) {
  const settings = await getTenantSetting(tx, actor.tenantId, 'defects');
  const assignee = fields.assigneeId
    ? await requireAssignee(tx, actor.tenantId, fields.assigneeId)
    : null;
  const dueDate = dueAt
    ? dueAt
    : fields.dueDate
      ? endOfLondonDay(fields.dueDate)
      : defaultDefectDueDate(fields.severity, now, settings);
  const reference = await nextReference(tx, actor.tenantId, 'DEF', now);
  const [created] = await tx
    .insert(defects)
    .values({
      tenantId: actor.tenantId,
      reference,
      inspectionId: inspection.id,
      installerId: inspection.installerId,
      title: fields.title,
      description: fields.description,
      severity: fields.severity,
      category: fields.category,
      location: fields.location,
      assigneeId: assignee?.id ?? null,
      dueDate,
      createdBy: actor.user.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: defects.id });
  const id = created!.id;
  const event = { id, reference, inspectionId: inspection.id, severity: fields.severity };
  await emitWebhookEvent(tx, actor.tenantId, 'defect.created', event, now);
  await openFollowupForDefect(tx, actor, {
    id,
    reference,
    title: fields.title,
    severity: fields.severity,
    inspectionId: inspection.id,
    assigneeId: assignee?.id ?? null,
    dueDate,
  });
  if (assignee)
    await notifyDefectAssigned(tx, actor, assignee.id, {
      id,
      reference,
      title: fields.title,
      dueDate,
    });
  await writeAudit(tx, actor, {
    action: 'create',
    resource: 'defect',
    resourceId: id,
    details: {
      reference,
      inspection: inspection.reference,
      severity: fields.severity,
      category: fields.category,
      dueDate: dueDate.toISOString(),
    },
  });
  return id;
}

/** 'Report New Defect': one defect on an inspection the actor may see, with its follow-up. */
export async function createDefect(
  actor: Actor,
  input: Fields & { inspectionId: string },
  now: Date = new Date(),
) {
  const inspection = await requireVisibleInspection(actor, input.inspectionId);
  const id = await actor.db.transaction(async (tx) => {
    const created = await insertDefect(tx, actor, inspection, input, now);
    // A defect's severity feeds the installer's severity and risk scores.
    await refreshInstaller(tx, actor, inspection.installerId);
    return created;
  });
  return getDefect(actor, id);
}

/** 'Raise defects' after a failed inspection: several at once, all or none. */
export async function createDefectsFromInspection(
  actor: Actor,
  input: { inspectionId: string; defects: Fields[] },
  now: Date = new Date(),
) {
  const inspection = await requireVisibleInspection(actor, input.inspectionId);
  const ids = await actor.db.transaction(async (tx) => {
    const created: string[] = [];
    for (const fields of input.defects)
      created.push(await insertDefect(tx, actor, inspection, fields, now));
    // Once for all of them: their severities feed the installer's scores.
    await refreshInstaller(tx, actor, inspection.installerId);
    return created;
  });
  return { created: ids.length, items: await Promise.all(ids.map((id) => getDefect(actor, id))) };
}
