import { count, desc, eq, sql } from 'drizzle-orm';
import type { CoordinateRow } from '@/shared/evidence/coordinates-csv';
import { writeAudit } from '@/server/audit/write-audit';
import { propertyCoordinates } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

/**
 * Stores one batch of property coordinates by UPRN (an administrator's import, e.g. from OS
 * Open UPRN): a UPRN already known takes the new position. One audit row per batch. The
 * photo flags then measure from the property rather than the visit (photo-flag-context.ts).
 */
export async function importPropertyCoordinates(actor: Actor, rows: CoordinateRow[]) {
  const unique = [...new Map(rows.map((r) => [r.uprn, r])).values()];
  return actor.db.transaction(async (tx) => {
    await tx
      .insert(propertyCoordinates)
      .values(
        unique.map((r) => ({
          tenantId: actor.tenantId,
          uprn: r.uprn,
          latitude: r.latitude,
          longitude: r.longitude,
          importedBy: actor.user.id,
        })),
      )
      .onConflictDoUpdate({
        target: [propertyCoordinates.tenantId, propertyCoordinates.uprn],
        set: {
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
          importedBy: actor.user.id,
          importedAt: new Date(),
        },
      });
    await writeAudit(tx, actor, {
      action: 'import_property_coordinates',
      resource: 'property_coordinates',
      resourceId: actor.tenantId,
      details: { rows: unique.length, firstUprn: unique[0]?.uprn, lastUprn: unique.at(-1)?.uprn },
    });
    return { stored: unique.length };
  });
}

/** How many properties have coordinates, and when the last were imported. */
export async function propertyCoordinatesSummary(actor: Actor) {
  const [total] = await actor.db
    .select({ n: count() })
    .from(propertyCoordinates)
    .where(eq(propertyCoordinates.tenantId, actor.tenantId));
  const [latest] = await actor.db
    .select({ at: propertyCoordinates.importedAt })
    .from(propertyCoordinates)
    .where(eq(propertyCoordinates.tenantId, actor.tenantId))
    .orderBy(desc(propertyCoordinates.importedAt))
    .limit(1);
  return { properties: total?.n ?? 0, lastImportedAt: latest?.at.toISOString() ?? null };
}
