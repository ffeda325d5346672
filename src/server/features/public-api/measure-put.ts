import { and, eq, sql } from 'drizzle-orm';
import { z, ZodError } from 'zod';
import { MeasureImportRow, type MeasureImportValues } from '@/shared/imports/measure-import-row';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { lodgedMeasures } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import {
  findScheme,
  findWorkType,
  matchInstaller,
  readLodgedInstallerKeys,
  readMeasureCatalogue,
} from '../imports/measure-refs';
import { emitWebhookEvents } from '../webhooks/emit';

export const MeasurePath = z.object({
  umr: z.string().trim().min(1).max(50).meta({ description: 'Unique Measure Reference' }),
});
/**
 * The import's measure row without the UMR, which the path gives: its fields and per-field rules.
 * The cross-field rules (an installer named; handover not before installation) are checked by
 * the whole row schema in putMeasure, naming the field the same way.
 */
export const MeasureBody = z.object(MeasureImportRow.in.shape).omit({ umr: true });

const refused = (field: string, message: string) =>
  new ZodError([{ code: 'custom', path: [field], message, input: undefined }]);

/** The work type, scheme and installer named by the row, resolved as an import resolves them. */
async function resolve(tx: Tx, actor: Actor, v: MeasureImportValues) {
  const catalogue = await readMeasureCatalogue(tx, actor.tenantId);
  const workType = findWorkType(catalogue, v.workTypeCode);
  if (!workType) throw refused('workTypeCode', `No work type has the code ${v.workTypeCode}`);
  const scheme = findScheme(catalogue, v.fundingScheme);
  if (!scheme) throw refused('fundingScheme', `No funding scheme is called ${v.fundingScheme}`);
  const keys = [v.installerTmln, v.installerPasCertificate].filter((k): k is string => !!k);
  const lodged = await readLodgedInstallerKeys(tx, actor.tenantId, keys);
  const installerId = matchInstaller(catalogue, lodged, v);
  if (!installerId)
    throw refused('installerName', 'No installer on the register matches this measure');
  return { workType, schemeId: scheme.id, installerId };
}

/**
 * PUT /measures/{umr}: creates or updates the tenant's lodged measure with that UMR, checked by
 * the import's own row schema and resolved against the same lists (imports/measure-refs.ts).
 * Audited like an import's row; a new measure emits measure.created. The import's cross-row
 * warnings (another measure at the UPRN) are a file's concern and are not raised here.
 */
export async function putMeasure(actor: Actor, umr: string, body: unknown, now = new Date()) {
  const v = MeasureImportRow.parse({ ...(body as object), umr });
  return actor.db.transaction(async (tx) => {
    const { workType, schemeId, installerId } = await resolve(tx, actor, v);
    const columns = {
      umr: v.umr,
      projectReference: v.projectReference,
      uprn: v.uprn,
      addressLine1: v.addressLine1,
      addressLine2: v.addressLine2,
      addressLine3: v.addressLine3,
      town: v.town,
      postcode: v.postcode,
      fundingSchemeId: schemeId,
      workTypeId: workType.id,
      measureCategory: workType.category,
      installerId,
      installerTmln: v.installerTmln,
      installerPasCertificate: v.installerPasCertificate,
      installedDate: v.installedDate,
      handoverDate: v.handoverDate,
      guaranteeName: v.guaranteeName,
      guaranteeStartDate: v.guaranteeStartDate,
      guaranteeReference: v.guaranteeReference,
      productManufacturer: v.productManufacturer,
      productModel: v.productModel,
      productSerialNumber: v.productSerialNumber,
      mcsCertificateReference: v.mcsCertificateReference,
      propertyBuiltYear: v.propertyBuiltYear,
    };
    const where = and(eq(lodgedMeasures.tenantId, actor.tenantId), eq(lodgedMeasures.umr, v.umr));
    const [existing] = await tx.select({ id: lodgedMeasures.id }).from(lodgedMeasures).where(where);
    if (existing) {
      await tx
        .update(lodgedMeasures)
        .set({
          ...columns,
          updatedBy: actor.user.id,
          updatedAt: now,
          version: sql`${lodgedMeasures.version} + 1`,
        })
        .where(where);
      await writeAudit(tx, actor, {
        action: 'update',
        resource: 'lodged_measure',
        resourceId: existing.id,
        details: { umr: v.umr, via: 'api' },
      });
      return { id: existing.id, umr: v.umr, created: false };
    }
    const [row] = await tx
      .insert(lodgedMeasures)
      .values({
        ...columns,
        tenantId: actor.tenantId,
        createdBy: actor.user.id,
        updatedBy: actor.user.id,
      })
      .returning({ id: lodgedMeasures.id });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'lodged_measure',
      resourceId: row!.id,
      details: { umr: v.umr, via: 'api' },
    });
    await emitWebhookEvents(
      tx,
      actor.tenantId,
      'measure.created',
      [{ id: row!.id, reference: v.umr, umr: v.umr }],
      now,
    );
    return { id: row!.id, umr: v.umr, created: true };
  });
}
