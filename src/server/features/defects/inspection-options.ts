import { TRPCError } from '@trpc/server';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { inspections } from '@/server/db/schema/index';
import { containsPattern } from '@/server/lib/escape-like';
import type { Actor } from '@/server/trpc/actor';
import { inspectionScope } from '../inspections/scope';

const OPTION_LIMIT = 20;

const optionColumns = {
  id: inspections.id,
  reference: inspections.reference,
  propertyAddress: inspections.propertyAddress,
  installerName: inspections.installerName,
  inspectorUserId: inspections.inspectorUserId,
  status: inspections.status,
  defectsFound: inspections.defectsFound,
  defectDetails: inspections.defectDetails,
};

/** The inspection picker of 'Report New Defect': search by reference or address, newest first. */
export async function listInspectionOptions(actor: Actor, input: { search: string; id?: string }) {
  const { condition } = await inspectionScope(actor);
  const pattern = containsPattern(input.search);
  return actor.db
    .select(optionColumns)
    .from(inspections)
    .where(
      and(
        condition,
        input.id ? eq(inspections.id, input.id) : undefined,
        input.search
          ? or(
              ilike(inspections.reference, pattern),
              ilike(inspections.propertyAddress, pattern),
              ilike(inspections.addressPostcode, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(inspections.createdAt))
    .limit(OPTION_LIMIT);
}

/** The inspection a defect is raised on; it must be one the actor may see. */
export async function requireVisibleInspection(actor: Actor, id: string) {
  const { condition } = await inspectionScope(actor);
  const [row] = await actor.db
    .select({
      ...optionColumns,
      installerId: inspections.installerId,
    })
    .from(inspections)
    .where(and(condition, eq(inspections.id, id)));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Inspection not found.' });
  return row;
}
