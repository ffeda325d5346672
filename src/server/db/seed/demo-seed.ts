import { Faker, en_GB, en } from '@faker-js/faker';
import { count, eq } from 'drizzle-orm';
import type { NotificationType } from '@/shared/notifications';
import { createNotification } from '@/server/features/notifications/service';
import type { Db } from '../client';
import { createUser } from '../factories';
import { outboxEmails, users } from '../schema/index';
import { AREA_SEEDS } from './area-seeds';
import { seedDemoPortalAccount } from './demo-portal-account';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { seedDemoInspections } from './demo-inspections';
import { seedDemoInstallers } from './demo-installers';
import { backfillInspectionChecklists } from '@/server/features/checklist-catalogue/init';
import { recomputeInstallersFigures } from '@/server/features/monitoring/installer-figures';
import { seedInstallerContacts } from '@/server/features/installer-contacts/seed';
import { DEFAULT_TENANT_ID } from '@/shared/roles';

const HOUR = 3_600_000;

// The bell's four starting notifications (spec 01 section 9: 'Seeded notifications: 4'), unread.
const UNREAD_SAMPLES: {
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string;
  ageHours: number;
}[] = [
  {
    type: 'warning',
    title: 'Inspection overdue',
    message: 'An enhanced-monitoring inspection is past its due date.',
    actionUrl: '/inspections/pending',
    ageHours: 0,
  },
  {
    type: 'info',
    title: 'New inspection assigned',
    message: 'A cavity wall insulation inspection has been assigned to you.',
    actionUrl: '/view-inspections',
    ageHours: 2,
  },
  {
    type: 'success',
    title: 'Report ready',
    message: 'The monthly quality-assurance summary is ready to view.',
    actionUrl: '/reports',
    ageHours: 26,
  },
  {
    type: 'error',
    title: 'Inspection failed',
    message: 'An external wall insulation inspection failed and needs follow-up.',
    actionUrl: '/followup',
    ageHours: 50,
  },
];

// Read history in plain English: no placeholder Latin where a user can see it (issue 28, point 14).
const HISTORY_DETAILS = [
  'the record was updated and checked by the coordinator.',
  'all checklist items were answered and the evidence is attached.',
  'the installer confirmed the details by phone.',
  'the document was reviewed and filed against the inspection.',
  'the payment was matched to a passed inspection.',
] as const;

export async function isDatabaseEmpty(db: Db) {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) === 0;
}

/** How much demo data to make: the demo's full size by default; tests ask for less. */
export type DemoSize = { installers: number; inspections: number };
const DEMO_SIZE: DemoSize = { installers: 150, inspections: 3000 };

/**
 * Deterministic demo data (fixed faker seed, en-GB); later features add their data here.
 * One transaction: a seed that fails half-way leaves the database empty, so the next start
 * seeds it again instead of keeping half a demo, and PGlite commits once instead of after
 * each of its statements (docs/performance.md, "First run").
 */
export async function seedDemoData(db: Db, now = new Date(), size: DemoSize = DEMO_SIZE) {
  // The feature seeds take a Db; inside the transaction their own transactions are savepoints.
  return db.transaction((tx) => seedAll(tx as unknown as Db, now, size));
}

async function seedAll(db: Db, now: Date, size: DemoSize) {
  const faker = new Faker({ locale: [en_GB, en], seed: 2026 });
  const created = [];
  for (const demo of DEMO_USERS)
    created.push(await createUser(db, { ...demo, password: DEMO_PASSWORD }));

  for (const user of created) {
    const owner = { tenantId: user.tenantId, userId: user.id };
    // Older, already-read history for the Alerts page.
    for (let i = 0; i < 6; i++) {
      await createNotification(db, owner, {
        type: faker.helpers.arrayElement(['info', 'success', 'warning'] as const),
        title: faker.helpers.arrayElement([
          'Inspection completed',
          'Installer updated',
          'Payment recorded',
          'Document uploaded',
        ]),
        message: `${faker.company.name()}, ${faker.location.city()}: ${faker.helpers.arrayElement(HISTORY_DETAILS)}`,
        actionUrl: '/alerts',
        createdAt: new Date(now.getTime() - (72 + i * 30) * HOUR),
        read: true,
      });
    }
    for (const sample of UNREAD_SAMPLES) {
      await createNotification(db, owner, {
        ...sample,
        createdAt: new Date(now.getTime() - sample.ageHours * HOUR),
      });
    }
  }
  const installers = await seedDemoInstallers(db, faker, {
    tenantId: DEFAULT_TENANT_ID,
    count: size.installers,
    now,
  });
  const inspections = await seedDemoInspections(db, faker, {
    tenantId: DEFAULT_TENANT_ID,
    now,
    count: size.inspections,
    installers,
    inspectorAccounts: created,
  });
  await seedInstallerContacts(db, faker, {
    tenantId: DEFAULT_TENANT_ID,
    installerIds: installers.map((i) => i.id),
    userIds: created.map((u) => u.id),
    now,
  });
  for (const seedArea of AREA_SEEDS) {
    await seedArea(db, { tenantId: DEFAULT_TENANT_ID, now, users: created });
  }
  // Last: every inspection gets its checklist (the wizard's answers first), then the
  // risk score reads those answers and the defects seeded above (installerSeverityCounts).
  while ((await backfillInspectionChecklists(db)).initialised > 0);
  await recomputeInstallersFigures(
    db,
    DEFAULT_TENANT_ID,
    installers.map((i) => i.id),
    now,
  );
  const portalInstallerId = await seedDemoPortalAccount(db, DEFAULT_TENANT_ID, now);
  // Demo e-mails were never meant for anyone: kept as drafts, so configuring SMTP later does
  // not send them to the demo's made-up installers (issue 28, point 14).
  await db.update(outboxEmails).set({ status: 'draft' }).where(eq(outboxEmails.status, 'queued'));
  return { users: created.length, installers: installers.length, inspections, portalInstallerId };
}
