import { expect } from '@playwright/test';
import { todayInLondon } from '../src/shared/format';
import { buildSinglePageForm } from '../src/server/db/inspection-factories';
import { demoAdminRequest } from './fresh-users';

export type AssignedInspection = { id: string; reference: string };

/**
 * A new inspection scheduled today and assigned to `inspector` (registered by the demo ADMIN),
 * so it is among the inspections their device keeps offline. `street` names its address.
 */
export async function assignTodayTo(
  inspector: { id: string; name: string },
  street: string,
): Promise<AssignedInspection> {
  const admin = await demoAdminRequest();
  try {
    const response = await admin.post('/trpc/inspection.createInspectionDirect', {
      data: {
        source: 'SINGLE_PAGE',
        form: buildSinglePageForm({
          addressLine1: `${Date.now() % 10_000} ${street}`,
          inspectorUserId: inspector.id,
          inspectorName: inspector.name,
          inspectionDate: todayInLondon(),
        }),
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { result: { data: AssignedInspection } }).result.data;
  } finally {
    await admin.dispose();
  }
}
