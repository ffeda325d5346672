import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { OPEN_STATUSES } from '@/shared/inspections/statuses';
import { inspections, installers } from '@/server/db/schema/index';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { getInspectionChecklist } from '../checklists/read';
import { evidenceRowsOf, listEvidence } from '../evidence/service';
import { listStatusMoves } from '../inspections/status-rules';
import { visibleInspections } from '../inspections/scope';
import { getVisitStart } from '../inspections/visit-start';
import { getTenantSetting } from '../settings/tenant-settings';
import { getUserSettings } from '../settings/user-settings';
import { newThumbnailBudget, thumbnailDataUrl, type ThumbnailBudget } from './thumbnails';
import { offlineWindow } from './window';

/** At most this many inspections are kept on a device (the window's first by date and time). */
export const OFFLINE_BUNDLE_MAX_INSPECTIONS = 100;

/**
 * What a device keeps to work offline (issue 32 point 2; docs/offline-and-evidence.md): the
 * open inspections assigned to the user (whatever their role) scheduled today or in the next
 * `offlineWindowDays` UK days, each with what the on-site page shows. The reads reuse the
 * online procedures' services, so the device sees exactly what the inspection page would.
 */
export async function getOfflineBundle(actor: Actor, storage: Storage, now = new Date()) {
  const { offlineWindowDays: windowDays } = await getUserSettings(
    actor.db,
    actor.user.id,
    'preferences',
  );
  const { from, to } = offlineWindow(windowDays, now);
  const scope = await visibleInspections(actor);
  const rows = await actor.db
    .select({ inspection: inspections, installerCertificate: installers.qmpCertNumber })
    .from(inspections)
    .leftJoin(
      installers,
      and(eq(installers.id, inspections.installerId), eq(installers.tenantId, actor.tenantId)),
    )
    .where(
      and(
        scope,
        eq(inspections.tenantId, actor.tenantId),
        eq(inspections.inspectorUserId, actor.user.id),
        inArray(inspections.status, [...OPEN_STATUSES]),
        between(inspections.scheduledDate, from, to),
      ),
    )
    .orderBy(
      asc(inspections.scheduledDate),
      asc(inspections.scheduledTime),
      asc(inspections.reference),
    )
    .limit(OFFLINE_BUNDLE_MAX_INSPECTIONS);
  const budget = newThumbnailBudget();
  // The tenant's photo size (null: keep the original), so the device reduces a photo as the
  // server would. Optional in the type: rows a device kept from an older bundle lack it.
  const { maxLongSidePx } = await getTenantSetting(actor.db, actor.tenantId, 'photoSize');
  const photoSize: { photoMaxLongSidePx?: number | null } = { photoMaxLongSidePx: maxLongSidePx };
  const kept = [];
  // One after another: PGlite has one connection, and the thumbnail budget is spent in order.
  for (const row of rows)
    kept.push({ ...(await keptInspection(actor, storage, row, budget)), ...photoSize });
  return {
    windowDays,
    from,
    to,
    refreshedAt: now.toISOString(),
    thumbnailsCapped: budget.capped,
    inspections: kept,
  };
}

type BundleRow = {
  inspection: typeof inspections.$inferSelect;
  installerCertificate: string | null;
};

async function keptInspection(
  actor: Actor,
  storage: Storage,
  { inspection: i, installerCertificate }: BundleRow,
  budget: ThumbnailBudget,
) {
  const checklist = await getInspectionChecklist(actor, i.id);
  const evidence = await listEvidence(actor, i.id);
  const visitStart = await getVisitStart(actor, i.id);
  const statusMoves = await listStatusMoves(actor, i.id);
  const thumbnailKeys = new Map(
    (await evidenceRowsOf(actor.db, actor.tenantId, i.id)).map((r) => [r.id, r.thumbnailKey]),
  );
  const withThumbnail = async <F extends { id: string; withdrawnAt: string | null }>(file: F) => ({
    ...file,
    // A withdrawn file is listed (as online) but not worth the bytes of its picture.
    thumbnailDataUrl: file.withdrawnAt
      ? null
      : await thumbnailDataUrl(storage, thumbnailKeys.get(file.id) ?? null, budget),
  });
  const files = [];
  for (const file of evidence.files) files.push(await withThumbnail(file));
  return {
    inspection: {
      id: i.id,
      reference: i.reference,
      status: i.status,
      version: i.version,
      scheduledDate: i.scheduledDate,
      scheduledTime: i.scheduledTime,
      propertyAddress: i.propertyAddress,
      addressLine1: i.addressLine1,
      addressTown: i.addressTown,
      addressPostcode: i.addressPostcode,
      measureType: i.measureType,
      measureCode: i.measureCode,
      measureLabel: i.measureLabel,
      customerName: i.customerName,
      customerPhone: i.customerPhone,
      customerEmail: i.customerEmail,
      specialRequirements: i.specialRequirements,
      installerName: i.installerCompany || i.installerName,
      installerCertificate: installerCertificate ?? i.qmpCert,
      updatedAt: i.updatedAt.toISOString(),
    },
    checklist,
    evidence: {
      ...evidence,
      files,
      signature: evidence.signature ? await withThumbnail(evidence.signature) : null,
    },
    visitStart,
    statusMoves,
  };
}
