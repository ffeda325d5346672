import { randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { defects, inspections, sessions, users } from '@/server/db/schema/index';
import { eq } from 'drizzle-orm';
import type { InspectionStatus } from '@/shared/inspections/statuses';
import type { ServerTrigger } from '@/shared/inspections/triggers';

/** Test data for the dashboard: a stored inspection with only what the figures read. */
export async function insertInspection(
  db: Db,
  tenantId: string,
  row: {
    createdAt: string;
    status: InspectionStatus;
    completedDate?: string;
    postcode: string;
    grading?: 'Green' | 'Amber' | 'Red';
    inspectorUserId?: string;
    inspectorName?: string;
    installerCompany?: string;
    measureCode?: string;
    trigger?: ServerTrigger;
  },
): Promise<string> {
  const n = randomUUID().slice(0, 8);
  const [inserted] = await db
    .insert(inspections)
    .values({
      tenantId,
      reference: `INS-TEST-${n}`,
      source: 'SINGLE_PAGE',
      status: row.status,
      policyId: n,
      customerName: 'Test Customer',
      customerForename: 'Test',
      customerSurname: 'Customer',
      propertyAddress: `1 Test Street, Leeds, ${row.postcode}`,
      addressLine1: '1 Test Street',
      addressTown: 'Leeds',
      addressPostcode: row.postcode,
      measureType: 'INSULATION',
      installerName: 'Installer',
      installerCompany: row.installerCompany ?? 'Warm Homes Ltd',
      trigger: row.trigger ?? 'QUALITY_ASSURANCE',
      measureCode: row.measureCode ?? 'EWI',
      measureLabel: row.measureCode ?? 'EWI',
      triggerLabel: 'Quality Assurance',
      completedDate: row.completedDate ?? null,
      ewiGrading: row.grading ?? null,
      inspectorUserId: row.inspectorUserId ?? null,
      inspectorName: row.inspectorName ?? null,
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.createdAt),
    })
    .returning({ id: inspections.id });
  return inserted!.id;
}

export async function insertDefect(
  db: Db,
  tenantId: string,
  inspectionId: string,
  createdAt: string,
  resolved: boolean,
) {
  await db.insert(defects).values({
    tenantId,
    reference: `DEF-TEST-${randomUUID().slice(0, 8)}`,
    inspectionId,
    title: 'Render cracking',
    description: 'Cracks at the reveals',
    severity: 'medium',
    category: 'quality',
    status: resolved ? 'resolved' : 'open',
    dueDate: new Date(createdAt),
    resolvedAt: resolved ? new Date(createdAt) : null,
    createdAt: new Date(createdAt),
  });
}

export async function recordSignIn(db: Db, userId: string, at: string, withSession: boolean) {
  await db
    .update(users)
    .set({ lastLoginAt: new Date(at) })
    .where(eq(users.id, userId));
  if (withSession) {
    await db.insert(sessions).values({
      id: randomUUID(),
      token: randomUUID(),
      userId,
      expiresAt: new Date(Date.parse(at) + 86_400_000),
      createdAt: new Date(at),
    });
  }
}
