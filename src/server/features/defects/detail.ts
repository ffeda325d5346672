import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { defects, inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { assigneeUser, defectColumns, presentDefect } from './present';
import { defectScope } from './scope';

export function defectNotFound(): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: 'Defect not found.' });
}

/** One defect the actor may see, or NOT_FOUND (also for another tenant's or an unseen one). */
export async function getDefect(actor: Actor, id: string) {
  const [row] = await actor.db
    .select(defectColumns)
    .from(defects)
    .innerJoin(inspections, eq(inspections.id, defects.inspectionId))
    .leftJoin(assigneeUser, eq(assigneeUser.id, defects.assigneeId))
    .where(and(await defectScope(actor), eq(defects.id, id)));
  if (!row) defectNotFound();
  return presentDefect(row);
}
