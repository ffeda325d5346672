import { eq, sql } from 'drizzle-orm';
import type { MeasureImportValues } from '@/shared/imports/fields';
import { lodgedMeasures } from '@/server/db/schema/index';
import { bulkUpdate } from '@/server/lib/bulk-insert';
import type { Classified, ResolvedMeasure, WriteContext, Written } from './write-context';
import { emitWebhookEvents } from '../webhooks/emit';

function measureColumns(v: MeasureImportValues, m: ResolvedMeasure) {
  return {
    umr: v.umr,
    projectReference: v.projectReference,
    uprn: v.uprn,
    addressLine1: v.addressLine1,
    addressLine2: v.addressLine2,
    addressLine3: v.addressLine3,
    town: v.town,
    postcode: v.postcode,
    fundingSchemeId: m.schemeId,
    workTypeId: m.workTypeId,
    // Copied from the work type now, so a later edit of the taxonomy leaves past quarters alone.
    measureCategory: m.category,
    installerId: m.installerId,
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
}

/** The audit row's record of accepted warnings (who and when: the file's acceptance). */
function acceptance(warnings: ResolvedMeasure['warnings'], file: WriteContext['file']) {
  if (warnings.length === 0) return {};
  return {
    acceptedWarnings: warnings,
    warningsAcceptedBy: file.warningsAcceptedBy,
    warningsAcceptedAt: file.warningsAcceptedAt?.toISOString() ?? null,
  };
}

/**
 * Writes a batch of lodged measures: a UMR on file is updated, a new one inserted. A row with
 * accepted warnings records them with who accepted them and when (the file's acceptance); a
 * re-import without warnings leaves an earlier acceptance as it was.
 */
export async function writeMeasures(ctx: WriteContext, rows: Classified[]): Promise<Written> {
  const { tx, actor, file, now } = ctx;
  const updates: Record<string, unknown>[] = [];
  const inserts: Record<string, unknown>[] = [];
  for (const { row, existing, measure } of rows) {
    if (row.entity !== 'measures' || !measure) continue;
    const accepted =
      measure.warnings.length > 0
        ? {
            acceptedWarnings: measure.warnings,
            warningsAcceptedBy: file.warningsAcceptedBy,
            warningsAcceptedAt: file.warningsAcceptedAt,
          }
        : {};
    const columns = { ...measureColumns(row.values, measure), ...accepted };
    const details = { umr: row.values.umr, ...acceptance(measure.warnings, file) };
    if (existing) {
      updates.push({ ...columns, id: existing.id });
      ctx.audit('update', 'lodged_measure', existing.id, details);
    } else {
      inserts.push(columns); // audited below, once the insert gives its id
    }
  }
  await bulkUpdate(tx, lodgedMeasures, lodgedMeasures.id, updates, {
    same: { updatedBy: actor.user.id, updatedAt: now },
    also: { version: sql`${lodgedMeasures.version} + 1` },
    where: eq(lodgedMeasures.tenantId, actor.tenantId),
  });
  if (inserts.length === 0)
    return { inserted: 0, updated: updates.length, inFlight: Promise.resolve() };
  const created = await tx
    .insert(lodgedMeasures)
    .values(
      inserts.map((columns) => ({
        ...(columns as ReturnType<typeof measureColumns>),
        tenantId: actor.tenantId,
        createdBy: actor.user.id,
        updatedBy: actor.user.id,
      })),
    )
    .returning({ id: lodgedMeasures.id, umr: lodgedMeasures.umr });
  const byUmr = new Map(rows.map((r) => [r.row.entity === 'measures' ? r.row.values.umr : '', r]));
  for (const c of created) {
    const warnings = byUmr.get(c.umr)?.measure?.warnings ?? [];
    ctx.audit('create', 'lodged_measure', c.id, { umr: c.umr, ...acceptance(warnings, file) });
  }
  const events = created.map((c) => ({ id: c.id, reference: c.umr, umr: c.umr }));
  await emitWebhookEvents(tx, actor.tenantId, 'measure.created', events, now);
  return { inserted: created.length, updated: updates.length, inFlight: Promise.resolve() };
}
