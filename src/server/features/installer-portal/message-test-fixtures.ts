import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { buildWizardForm } from '@/server/db/inspection-factories';
import { inspections, installers } from '@/server/db/schema/index';
import type { User } from '@/server/test-support/staff-and-inspections';
import { callerFor } from '@/server/test-support/test-caller';

/**
 * Test support for the messages part: a completed wizard inspection that failed EWI.3 and EWI.5,
 * registered by `coordinator` for a new installer of its own (the QMP certificate tells
 * installers apart), made Active so its users reach the portal.
 */
export async function failedInspectionFor(
  database: Database,
  coordinator: User,
  company: string,
  qmpCert: string,
) {
  const created = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
    source: 'COMPLETED_WIZARD',
    form: buildWizardForm('completed', {
      completedDate: new Date().toISOString().slice(0, 10),
      installerName: company,
      installerCompany: `${company} Ltd`,
      installerEmail: `office@${company.toLowerCase().replace(/\s/g, '')}.co.uk`,
      qmpCert,
    }),
  });
  const [row] = await database.db
    .select({ installerId: inspections.installerId })
    .from(inspections)
    .where(eq(inspections.id, created.id));
  // The wizard registers a new installer for review; the portal is for Active ones.
  await database.db
    .update(installers)
    .set({ status: 'Active' })
    .where(eq(installers.id, row!.installerId!));
  return { id: created.id, installerId: row!.installerId! };
}
