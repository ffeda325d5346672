import { and, eq, isNull } from 'drizzle-orm';
import { inspectionEvidence, inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { visibleInspections } from '../inspections/scope';
import { photoFlagsOf } from './photo-flags';

/**
 * The photo flags on an installer's inspections, all time, counted open and explained
 * (issue 32 point 7): withdrawn photos are left out (a coordinator already set them aside),
 * and only inspections the actor may see are counted.
 */
export async function installerPhotoFlagCounts(actor: Actor, installerId: string) {
  const scope = await visibleInspections(actor);
  const rows = await actor.db
    .select({
      id: inspectionEvidence.id,
      inspectionId: inspectionEvidence.inspectionId,
      kind: inspectionEvidence.kind,
      capturedAt: inspectionEvidence.capturedAt,
      latitude: inspectionEvidence.latitude,
      longitude: inspectionEvidence.longitude,
      duplicateOfEvidenceId: inspectionEvidence.duplicateOfEvidenceId,
    })
    .from(inspectionEvidence)
    .innerJoin(inspections, eq(inspections.id, inspectionEvidence.inspectionId))
    .where(
      and(
        scope,
        eq(inspections.installerId, installerId),
        eq(inspectionEvidence.tenantId, actor.tenantId),
        eq(inspectionEvidence.kind, 'photo'),
        isNull(inspectionEvidence.withdrawnAt),
      ),
    );
  const perPhoto = [...(await photoFlagsOf(actor, rows)).values()];
  const flags = perPhoto.flat();
  const explained = flags.filter((f) => f.explanation !== null).length;
  const byCode: Partial<Record<(typeof flags)[number]['code'], number>> = {};
  for (const f of flags) if (!f.explanation) byCode[f.code] = (byCode[f.code] ?? 0) + 1;
  return {
    photos: rows.length,
    flaggedPhotos: perPhoto.filter((f) => f.length > 0).length,
    open: flags.length - explained,
    explained,
    openByCode: byCode,
  };
}
