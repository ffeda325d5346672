import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import {
  evidenceFlagExplanations,
  inspectionEvidence,
  inspections,
  inspectionVisitStarts,
  lodgedMeasures,
  propertyCoordinates,
} from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { visibleInspections } from '../inspections/scope';
import { getTenantSetting } from '../settings/tenant-settings';
import { ukDate, type FlagContext } from './photo-flag-rules';

// What the photo flags compare with, loaded for many inspections and photos at once.

/** `in (...)` lists stay well under the database's parameter limit. */
const CHUNK = 5000;
async function chunked<T, R>(items: T[], load: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK)
    out.push(...(await load(items.slice(i, i + CHUNK))));
  return out;
}

/** Per inspection: its site (imported property coordinates, else the visit's position), visit day, installation date. */
export async function flagContextsOf(
  db: Db | Tx,
  tenantId: string,
  inspectionIds: string[],
): Promise<Map<string, FlagContext>> {
  const { maxDistanceMetres } = await getTenantSetting(db, tenantId, 'evidenceChecks');
  const rows = await chunked([...new Set(inspectionIds)], (ids) =>
    db
      .select({
        id: inspections.id,
        visit: inspectionVisitStarts,
        installedDate: lodgedMeasures.installedDate,
        propertyLatitude: propertyCoordinates.latitude,
        propertyLongitude: propertyCoordinates.longitude,
      })
      .from(inspections)
      .leftJoin(inspectionVisitStarts, eq(inspectionVisitStarts.inspectionId, inspections.id))
      .leftJoin(lodgedMeasures, eq(lodgedMeasures.id, inspections.lodgedMeasureId))
      .leftJoin(
        propertyCoordinates,
        and(
          eq(propertyCoordinates.tenantId, inspections.tenantId),
          eq(propertyCoordinates.uprn, lodgedMeasures.uprn),
        ),
      )
      .where(and(eq(inspections.tenantId, tenantId), inArray(inspections.id, ids))),
  );
  const contexts = new Map<string, FlagContext>();
  for (const row of rows) {
    const visit = row.visit;
    const visitPosition =
      visit && visit.latitude !== null && visit.longitude !== null
        ? {
            latitude: visit.latitude,
            longitude: visit.longitude,
            from: 'visit' as const,
            accuracyMetres: visit.accuracyMetres,
          }
        : null;
    contexts.set(row.id, {
      maxDistanceMetres,
      site:
        row.propertyLatitude !== null && row.propertyLongitude !== null
          ? {
              latitude: row.propertyLatitude,
              longitude: row.propertyLongitude,
              from: 'property',
              accuracyMetres: null,
            }
          : visitPosition,
      visitDay: visit ? ukDate(visit.startedAt) : null,
      installedDate: row.installedDate,
    });
  }
  return contexts;
}

export type Explanation = typeof evidenceFlagExplanations.$inferSelect;

export async function explanationsOf(db: Db | Tx, tenantId: string, evidenceIds: string[]) {
  return chunked(evidenceIds, (ids) =>
    db
      .select()
      .from(evidenceFlagExplanations)
      .where(
        and(
          eq(evidenceFlagExplanations.tenantId, tenantId),
          inArray(evidenceFlagExplanations.evidenceId, ids),
        ),
      ),
  );
}

export type MatchLink = {
  evidenceId: string;
  inspectionId: string | null;
  reference: string | null;
  fileName: string | null;
};

/** The matched earlier photos, with their inspection when the actor may see it (else unnamed). */
export async function matchLinksOf(
  actor: Actor,
  evidenceIds: string[],
): Promise<Map<string, MatchLink>> {
  const ids = [...new Set(evidenceIds)];
  const links = new Map<string, MatchLink>(
    ids.map((id) => [id, { evidenceId: id, inspectionId: null, reference: null, fileName: null }]),
  );
  if (ids.length === 0) return links;
  const scope = await visibleInspections(actor);
  const rows = await chunked(ids, (chunk) =>
    actor.db
      .select({
        id: inspectionEvidence.id,
        fileName: inspectionEvidence.fileName,
        inspectionId: inspections.id,
        reference: inspections.reference,
      })
      .from(inspectionEvidence)
      .innerJoin(inspections, eq(inspections.id, inspectionEvidence.inspectionId))
      .where(and(scope, inArray(inspectionEvidence.id, chunk))),
  );
  for (const row of rows) links.set(row.id, { evidenceId: row.id, ...row });
  return links;
}
