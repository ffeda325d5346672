import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cleanTags } from '@/shared/installers/contact-rules';
import type {
  InstallerFormInput,
  SetInstallerStatusInput,
  SetMonitoringTypeInput,
  UpdateInstallerInput,
} from '@/shared/installers/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { installerActivities, installers } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { applyMonitoringType } from '../monitoring/apply-monitoring-type';
import { getInstaller, installerNotFound } from './detail';
import { endPortalSessionsUnlessActive } from './portal-sessions';

type Form = z.output<typeof InstallerFormInput>;
const orNull = (value: string) => (value === '' ? null : value);

function toColumns(form: Form) {
  return {
    name: form.name,
    email: orNull(form.email),
    phone: orNull(form.phone),
    address: orNull(form.address),
    qmpCertNumber: orNull(form.qmpCertNumber),
    companyNumber: orNull(form.companyNumber),
    status: form.status,
    assignedInspector: orNull(form.assignedInspector),
    notes: orNull(form.notes),
    tags: cleanTags(form.tags),
  };
}

/** Names are unique per tenant (case-insensitive): inspections are matched to installers by them. */
async function assertNameFree(tx: Tx, tenantId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: installers.id })
    .from(installers)
    .where(and(eq(installers.tenantId, tenantId), sql`lower(${installers.name}) = lower(${name})`));
  if (clash && clash.id !== exceptId) {
    throw new TRPCError({
      code: 'CONFLICT',
      message: `An installer called ${name} already exists.`,
    });
  }
}

async function logActivity(
  tx: Tx,
  actor: Actor,
  installerId: string,
  title: string,
  description?: string,
) {
  await tx.insert(installerActivities).values({
    tenantId: actor.tenantId,
    installerId,
    type: 'status_change',
    title,
    description: description ?? null,
    createdBy: actor.user.id,
    createdByName: actor.user.name,
  });
}

export async function createInstaller(actor: Actor, form: Form) {
  const id = await actor.db.transaction(async (tx) => {
    await assertNameFree(tx, actor.tenantId, form.name);
    const [created] = await tx
      .insert(installers)
      .values({
        ...toColumns(form),
        tenantId: actor.tenantId,
        monitoringType: form.monitoringType,
        createdBy: actor.user.id,
        updatedBy: actor.user.id,
      })
      .returning({ id: installers.id });
    await logActivity(tx, actor, created!.id, 'Installer registered');
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'installer',
      resourceId: created!.id,
      details: { name: form.name },
    });
    if (form.monitoringType === 'Enhanced') {
      await applyMonitoringType(
        tx,
        actor,
        created!.id,
        'Enhanced',
        'Registered under Enhanced monitoring',
      );
    }
    return created!.id;
  });
  return getInstaller(actor.db, actor, id);
}

export async function updateInstaller(actor: Actor, input: z.output<typeof UpdateInstallerInput>) {
  await actor.db.transaction(async (tx) => {
    await assertNameFree(tx, actor.tenantId, input.name, input.id);
    const updated = await tx
      .update(installers)
      .set({
        ...toColumns(input),
        version: sql`${installers.version} + 1`,
        updatedBy: actor.user.id,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(installers.tenantId, actor.tenantId),
          eq(installers.id, input.id),
          eq(installers.version, input.expectedVersion),
        ),
      )
      .returning({ id: installers.id });
    if (updated.length === 0) {
      // NOT_FOUND when missing, CONFLICT when only the version differs.
      const [exists] = await tx
        .select({ id: installers.id })
        .from(installers)
        .where(and(eq(installers.tenantId, actor.tenantId), eq(installers.id, input.id)));
      if (!exists) installerNotFound();
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'This installer was changed by someone else. Reload to see the latest version.',
      });
    }
    if (input.monitoringType) {
      const [current] = await tx
        .select({ type: installers.monitoringType })
        .from(installers)
        .where(eq(installers.id, input.id));
      if (current && current.type !== input.monitoringType) {
        await applyMonitoringType(
          tx,
          actor,
          input.id,
          input.monitoringType,
          'Changed on the installer record',
        );
      }
    }
    const portalSessionsEnded = await endPortalSessionsUnlessActive(
      tx,
      actor.tenantId,
      input.id,
      input.status,
    );
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'installer',
      resourceId: input.id,
      details: { name: input.name, portalSessionsEnded },
    });
  });
  return getInstaller(actor.db, actor, input.id);
}

export async function setInstallerStatus(
  actor: Actor,
  input: z.output<typeof SetInstallerStatusInput>,
) {
  await actor.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: installers.status })
      .from(installers)
      .where(and(eq(installers.tenantId, actor.tenantId), eq(installers.id, input.id)))
      .for('update');
    if (!current) installerNotFound();
    await tx
      .update(installers)
      .set({
        status: input.status,
        version: sql`${installers.version} + 1`,
        updatedBy: actor.user.id,
        updatedAt: new Date(),
      })
      .where(eq(installers.id, input.id));
    await logActivity(
      tx,
      actor,
      input.id,
      `Status changed from ${current.status} to ${input.status}`,
      input.reason || undefined,
    );
    const portalSessionsEnded = await endPortalSessionsUnlessActive(
      tx,
      actor.tenantId,
      input.id,
      input.status,
    );
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'installer',
      resourceId: input.id,
      details: { from: current.status, to: input.status, portalSessionsEnded },
    });
  });
  return getInstaller(actor.db, actor, input.id);
}

export async function setMonitoringType(
  actor: Actor,
  input: z.output<typeof SetMonitoringTypeInput>,
) {
  // applyMonitoringType answers NOT_FOUND for an installer outside the tenant itself.
  await actor.db.transaction((tx) =>
    applyMonitoringType(tx, actor, input.id, input.monitoringType, input.reason),
  );
  return getInstaller(actor.db, actor, input.id);
}
