import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { installers, lodgedMeasures } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import {
  buildSampledInspectionRecord,
  sampledMeasureProblem,
} from '@/shared/inspections/sampled-inspection-record';
import { registerInspection } from '../inspections/register';

type Measure = typeof lodgedMeasures.$inferSelect;
type Installer = typeof installers.$inferSelect;

/**
 * Registers the inspection of a sampled measure through the registration's own path
 * (inspections/register.ts, as the registration page): linked to the measure and its installer.
 * Returns its id and reference.
 */
export async function registerSampledInspection(
  tx: Tx,
  actor: Actor,
  measure: Measure,
  installer: Installer,
  quarter: string,
) {
  const problem = sampledMeasureProblem(measure);
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
  const record = buildSampledInspectionRecord(measure, installer, quarter);
  return registerInspection(tx, actor, record, {
    installerId: installer.id,
    inspectorUserId: null,
    lodgedMeasureId: measure.id,
    auditDetails: { lodgedMeasureId: measure.id },
  });
}

/** The measure and its installer, of the actor's tenant, locked while it is decided. */
export async function lockMeasure(tx: Tx, tenantId: string, measureId: string) {
  const [row] = await tx
    .select({ measure: lodgedMeasures, installer: installers })
    .from(lodgedMeasures)
    .leftJoin(installers, eq(installers.id, lodgedMeasures.installerId))
    .where(and(eq(lodgedMeasures.tenantId, tenantId), eq(lodgedMeasures.id, measureId)))
    .for('update', { of: lodgedMeasures });
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Measure not found.' });
  return row;
}
