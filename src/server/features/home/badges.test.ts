import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { createInstaller } from '@/server/test-support/installers';
import { buildSinglePageForm } from '@/server/db/inspection-factories';
import { monitoringProposals } from '@/server/db/schema/index';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createNotification } from '../notifications/service';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('home.badges', () => {
  it('counts pending inspections, pending monitoring proposals and unread notifications live', async () => {
    const coordinator = await createUser(database.db, {
      firstName: 'C',
      lastName: 'H',
      role: 'COORDINATOR',
    });
    const caller = callerFor(database.db, coordinator);
    const empty = {
      '/inspections': 0,
      '/alerts': 0,
      '/enhanced-monitoring': 0,
      '/projects': 0,
      '/docs-review': 0,
      '/schedule': 0,
      '/defects': 0,
      '/followup': 0,
      '/payments': 0,
    };
    expect(await caller.home.badges()).toEqual(empty);

    await caller.inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm(),
    });
    await caller.inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm(),
    });
    const installer = await createInstaller(database.db, { name: 'Badge Ltd' });
    await database.db
      .insert(monitoringProposals)
      .values({ tenantId: 'default-tenant', installerId: installer.id, reason: 'Rule' });
    await createNotification(
      database.db,
      { tenantId: 'default-tenant', userId: coordinator.id },
      { type: 'info', title: 'Hi', message: 'There' },
    );

    const [first] = (await caller.inspection.list({})).items;
    await caller.defects.create({
      inspectionId: first!.id,
      title: 'Loose trim',
      description: 'Trim at the eaves is loose.',
    });
    await caller.projects.create({
      name: 'Badge project',
      description: 'Counts on the home tile',
      type: 'EWI',
      priority: 'high',
    });

    expect(await caller.home.badges()).toEqual({
      ...empty,
      '/inspections': 2,
      '/enhanced-monitoring': 1,
      '/alerts': 1,
      '/defects': 1,
      '/projects': 1,
    });
    await expect(callerFor(database.db, null).home.badges()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('leaves out the tiles of areas the role may not see', async () => {
    const inspector = await createUser(database.db, { firstName: 'I', lastName: 'H' });
    const badges = await callerFor(database.db, inspector).home.badges();
    expect(Object.keys(badges).sort()).toEqual(
      [
        '/alerts',
        '/defects',
        '/enhanced-monitoring',
        '/followup',
        '/inspections',
        '/projects',
        '/schedule',
      ].sort(),
    );
  });
});
