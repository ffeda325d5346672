import { and, count, eq, gte, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checklistAnswers, inspections } from '../../db/schema/index';

/**
 * How many failed checklist items of an installer's inspections missed their
 * remediation deadline (not accepted by it), for deadlines since `since` and
 * already passed at `now`. The risk score counts these against the installer.
 */
export async function missedRemediationCount(
  db: Db,
  tenantId: string,
  installerId: string,
  since: Date,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(checklistAnswers)
    .innerJoin(inspections, eq(inspections.id, checklistAnswers.inspectionId))
    .where(
      and(
        eq(checklistAnswers.tenantId, tenantId),
        eq(inspections.tenantId, tenantId),
        eq(inspections.installerId, installerId),
        isNotNull(checklistAnswers.remediationDueAt),
        gte(checklistAnswers.remediationDueAt, since),
        lt(checklistAnswers.remediationDueAt, now),
        or(
          isNull(checklistAnswers.acceptedAt),
          sql`${checklistAnswers.acceptedAt} > ${checklistAnswers.remediationDueAt}`,
        ),
      ),
    );
  return row?.n ?? 0;
}
