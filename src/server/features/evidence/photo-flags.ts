import type { PhotoFlag } from '@/shared/evidence/flags';
import type { Actor } from '@/server/trpc/actor';
import type { EvidenceRow } from './evidence-access';
import { explanationsOf, flagContextsOf, matchLinksOf } from './photo-flag-context';
import { timeAndPlaceFlags } from './photo-flag-rules';

/** What the flags need of an evidence row (a full row fits). */
export type FlaggableRow = Pick<
  EvidenceRow,
  'id' | 'inspectionId' | 'kind' | 'capturedAt' | 'latitude' | 'longitude' | 'duplicateOfEvidenceId'
>;

/**
 * The integrity flags of each photo among `rows` (issue 32 point 7), keyed by evidence id;
 * documents and signatures have none (an empty list). Derived on every read from the photo,
 * its inspection's visit start, the property's imported coordinates, the lodged measure's
 * installation date, the tenant's distance setting and the stored perceptual-hash match, so a
 * visit recorded or coordinates imported after the upload count at once. The matched record
 * is named only when `actor` may see it. This is the one function that says what a photo's
 * flags are: the inspection page, the report, the installer counts and the bulk download's
 * manifest all call it.
 */
export async function photoFlagsOf(
  actor: Actor,
  rows: readonly FlaggableRow[],
): Promise<Map<string, PhotoFlag[]>> {
  const result = new Map<string, PhotoFlag[]>(rows.map((r) => [r.id, []]));
  const photos = rows.filter((r) => r.kind === 'photo');
  if (photos.length === 0) return result;
  const [contexts, explanations, links] = await Promise.all([
    flagContextsOf(
      actor.db,
      actor.tenantId,
      photos.map((p) => p.inspectionId),
    ),
    explanationsOf(
      actor.db,
      actor.tenantId,
      photos.map((p) => p.id),
    ),
    matchLinksOf(
      actor,
      photos.flatMap((p) => (p.duplicateOfEvidenceId ? [p.duplicateOfEvidenceId] : [])),
    ),
  ]);
  const explained = new Map(explanations.map((e) => [`${e.evidenceId}:${e.code}`, e]));
  for (const photo of photos) {
    const context = contexts.get(photo.inspectionId);
    if (!context) continue;
    const raised: Omit<PhotoFlag, 'explanation'>[] = timeAndPlaceFlags(photo, context).map((f) => ({
      ...f,
      match: null,
    }));
    const link = photo.duplicateOfEvidenceId ? links.get(photo.duplicateOfEvidenceId) : null;
    if (link) {
      raised.push({
        code: 'reused_photo',
        detail: link.reference
          ? `The same or a near-identical photo is already on ${link.reference}${link.fileName ? ` (${link.fileName})` : ''}.`
          : 'The same or a near-identical photo is already on another inspection you cannot open.',
        match: link,
      });
    }
    result.set(
      photo.id,
      raised.map((flag) => {
        const e = explained.get(`${photo.id}:${flag.code}`);
        return {
          ...flag,
          explanation: e
            ? { reason: e.reason, byName: e.explainedByName, at: e.explainedAt.toISOString() }
            : null,
        };
      }),
    );
  }
  return result;
}
