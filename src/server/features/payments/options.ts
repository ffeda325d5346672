import { and, asc, desc, eq } from 'drizzle-orm';
import { inspections, installers } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

/** Installers for the filter select and the Record Payment form, by name. */
export async function listInstallerOptions(actor: Actor) {
  return actor.db
    .select({ id: installers.id, name: installers.name })
    .from(installers)
    .where(eq(installers.tenantId, actor.tenantId))
    .orderBy(asc(installers.name), asc(installers.id));
}

/** The installer's inspections (newest first, at most 200) for Record Payment. */
export async function listInspectionOptions(actor: Actor, installerId: string) {
  return actor.db
    .select({
      id: inspections.id,
      reference: inspections.reference,
      status: inspections.status,
      propertyAddress: inspections.propertyAddress,
    })
    .from(inspections)
    .where(and(eq(inspections.tenantId, actor.tenantId), eq(inspections.installerId, installerId)))
    .orderBy(desc(inspections.createdAt), desc(inspections.id))
    .limit(200);
}
