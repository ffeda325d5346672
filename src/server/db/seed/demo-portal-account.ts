import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PORTAL_RESULT_STATUSES } from '@/shared/installer-portal/views';
import { remediationScope } from '@/server/features/installer-portal/remediation-rows';
import type { Db } from '../client';
import { createUser } from '../factories';
import { checklistAnswers, inspections, installerPortalUsers, installers } from '../schema/index';
import { DEMO_INSTALLER, DEMO_PASSWORD } from './demo-users';

/**
 * The demo's installer portal sign-in (README 'Demo sign-in'): an INSTALLER user of the Active
 * demo installer with the most failed items still open for remediation (deadlines still ahead
 * counted first), so the portal has fails to close the day the demo is tried. Linked as an
 * accepted invitation links one (installer portal docs); made last, once the checklists and
 * their deadlines exist. Returns the installer's id, or null when no installer has an open
 * fail (then no account is made).
 */
export async function seedDemoPortalAccount(
  db: Db,
  tenantId: string,
  now: Date,
): Promise<string | null> {
  // Deadlines still ahead first: a demo of fails all months overdue shows only the late path.
  const ahead = sql<number>`count(*) filter (where ${checklistAnswers.remediationDueAt} > ${now.toISOString()})`;
  const [busiest] = await db
    .select({ installerId: inspections.installerId })
    .from(checklistAnswers)
    .innerJoin(inspections, eq(inspections.id, checklistAnswers.inspectionId))
    .innerJoin(installers, eq(installers.id, inspections.installerId))
    .where(
      remediationScope(
        tenantId,
        and(
          // Only an Active installer's users may use the portal (docs/installer-portal.md).
          eq(installers.status, 'Active'),
          inArray(inspections.status, [...PORTAL_RESULT_STATUSES]),
          isNull(checklistAnswers.acceptedAt),
          isNull(checklistAnswers.evidenceSubmittedAt),
        ),
      ),
    )
    .groupBy(inspections.installerId)
    .orderBy(desc(ahead), desc(count()), inspections.installerId)
    .limit(1);
  const installerId = busiest?.installerId;
  if (!installerId) return null;
  const user = await createUser(db, {
    ...DEMO_INSTALLER,
    password: DEMO_PASSWORD,
    role: 'INSTALLER',
    tenantId,
  });
  await db.insert(installerPortalUsers).values({ userId: user.id, tenantId, installerId });
  return installerId;
}
