import { Faker, en, en_GB } from '@faker-js/faker';
import { and, desc, eq } from 'drizzle-orm';
import type { DefectCategory, DefectSeverity, DefectStatus } from '@/shared/defects/catalogue';
import { defaultDefectDueDate } from '@/shared/defects/due-dates';
import { MEASURE_QUESTIONS } from '@/shared/inspections/checklist-questions';
import { priorityForSeverity } from '@/shared/followups/rules';
import { defaultTenantSetting, type TenantSetting } from '@/shared/settings/index';
import type { Db } from '@/server/db/client';
import { nextReference } from '@/server/db/next-reference';
import { defects, followups, inspections } from '@/server/db/schema/index';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';

const DEFECT_SAMPLES: readonly { title: string; description: string; category: DefectCategory }[] =
  [
    {
      title: 'Render cracking at window reveals',
      description: 'Hairline cracks at three reveals; water ingress risk.',
      category: 'quality',
    },
    {
      title: 'Insulation boards not mechanically fixed',
      description: 'Fixings missing on the gable; boards rely on adhesive only.',
      category: 'installation',
    },
    {
      title: 'Blocked air bricks',
      description: 'Sub-floor ventilation covered by the new system.',
      category: 'safety',
    },
    {
      title: 'Missing BBA certificate',
      description: 'System certificate absent from the handover pack.',
      category: 'documentation',
    },
    {
      title: 'Gaps in cavity fill',
      description: 'Thermal imaging shows voids under the first-floor windows.',
      category: 'quality',
    },
    {
      title: 'DPC bridged by render',
      description: 'Render carried below the damp-proof course on the front elevation.',
      category: 'compliance',
    },
    {
      title: 'Flue clearance not maintained',
      description: 'Boiler flue terminal now closer than 300 mm to the insulation.',
      category: 'safety',
    },
    {
      title: 'Incomplete handover documentation',
      description: 'No customer sign-off or guarantee registration.',
      category: 'documentation',
    },
    {
      title: 'Thermal bridging at eaves',
      description: 'Insulation stops short of the wall plate.',
      category: 'installation',
    },
    {
      title: 'PAS 2035 retrofit assessment missing',
      description: 'No assessment on file for the measure.',
      category: 'compliance',
    },
  ];
const DAY = 86_400_000;

/** A few dozen defects and follow-ups on the demo's failed inspections (fixed Faker seed). */
export async function seedDemoDefects(db: Db, { tenantId, now, users }: AreaSeedContext) {
  const faker = new Faker({ locale: [en_GB, en] });
  faker.seed(606);
  const seed: DefectSeed = {
    db,
    faker,
    tenantId,
    now,
    settings: defaultTenantSetting('defects'),
    inspector: users.find((u) => u.role === 'INSPECTOR') ?? users[0]!,
    coordinator: users.find((u) => u.role === 'COORDINATOR') ?? users[0]!,
  };
  const failed = await db
    .select({
      id: inspections.id,
      reference: inspections.reference,
      installerId: inspections.installerId,
      answers: inspections.answers,
      createdAt: inspections.createdAt,
    })
    .from(inspections)
    .where(and(eq(inspections.tenantId, tenantId), eq(inspections.status, 'FAILED')))
    .orderBy(desc(inspections.createdAt))
    .limit(24);
  const labels = new Map<string, string>(
    Object.values(MEASURE_QUESTIONS).flatMap((qs) => qs.map((q) => [q.key, q.label] as const)),
  );
  // The Faker draws keep their order: the demo data stays the same from one start to the next.
  for (const [index, inspection] of failed.entries()) {
    const raisedAt = new Date(
      now.getTime() - faker.number.int({ min: 0, max: 120 }) * DAY - index * 3_600_000,
    );
    for (let n = 0; n < faker.number.int({ min: 1, max: 2 }); n += 1) {
      await seedDefect(seed, inspection, raisedAt);
    }
    await seedAnswerFollowups(seed, inspection, labels);
  }
  await seedOtherFollowups(seed, failed);
}

type DefectSeed = {
  db: Db;
  faker: Faker;
  tenantId: string;
  now: Date;
  settings: TenantSetting<'defects'>;
  inspector: AreaSeedContext['users'][number];
  coordinator: AreaSeedContext['users'][number];
};
type FailedInspection = Pick<
  typeof inspections.$inferSelect,
  'id' | 'reference' | 'installerId' | 'answers' | 'createdAt'
>;

/** One defect on a failed inspection, with its resolution follow-up. */
async function seedDefect(seed: DefectSeed, inspection: FailedInspection, raisedAt: Date) {
  const { db, faker, tenantId, now, settings, inspector, coordinator } = seed;
  const sample = faker.helpers.arrayElement(DEFECT_SAMPLES);
  const severity: DefectSeverity =
    sample.category === 'safety'
      ? 'critical'
      : faker.helpers.arrayElement(['low', 'medium', 'high'] as const);
  const status: DefectStatus = faker.helpers.weightedArrayElement([
    { value: 'open', weight: 4 },
    { value: 'in-progress', weight: 2 },
    { value: 'resolved', weight: 4 },
  ]);
  const dueDate = defaultDefectDueDate(severity, raisedAt, settings);
  const resolvedAt =
    status === 'resolved'
      ? new Date(
          Math.min(now.getTime(), raisedAt.getTime() + faker.number.int({ min: 1, max: 40 }) * DAY),
        )
      : null;
  const assigneeId = faker.helpers.arrayElement([inspector.id, inspector.id, coordinator.id]);
  const reference = await nextReference(db, tenantId, 'DEF', raisedAt);
  const [defect] = await db
    .insert(defects)
    .values({
      tenantId,
      reference,
      inspectionId: inspection.id,
      installerId: inspection.installerId,
      title: sample.title,
      description: sample.description,
      severity,
      category: sample.category,
      status,
      location: faker.helpers.arrayElement([
        'Front elevation',
        'Rear elevation',
        'Gable end',
        'Loft',
        'Kitchen',
      ]),
      assigneeId,
      dueDate,
      resolvedAt,
      createdBy: coordinator.id,
      createdAt: raisedAt,
      updatedAt: resolvedAt ?? raisedAt,
    })
    .returning({ id: defects.id });
  const isLate = status !== 'resolved' && dueDate < now;
  await db.insert(followups).values({
    tenantId,
    type: 'defect-resolution',
    title: `Resolve ${reference}: ${sample.title}`,
    description: `Opened automatically when defect ${reference} was raised.`,
    priority: priorityForSeverity(severity),
    // Seeded late items count as already notified, so the overdue job adds no notices at start.
    status: status === 'resolved' ? 'completed' : isLate ? 'overdue' : 'pending',
    overdueNotifiedAt: isLate ? now : null,
    assigneeId,
    dueDate,
    progress:
      status === 'resolved'
        ? 100
        : status === 'in-progress'
          ? faker.number.int({ min: 20, max: 80 })
          : 0,
    inspectionId: inspection.id,
    defectId: defect!.id,
    completedAt: resolvedAt,
    completedBy: resolvedAt ? assigneeId : null,
    createdBy: coordinator.id,
    createdAt: raisedAt,
    updatedAt: resolvedAt ?? raisedAt,
  });
}

/** A quality-check follow-up for each checklist answer recorded as Fail. */
async function seedAnswerFollowups(
  seed: DefectSeed,
  inspection: FailedInspection,
  labels: ReadonlyMap<string, string>,
) {
  const { db, faker, tenantId, now, settings, inspector, coordinator } = seed;
  const failedAnswers = Object.entries(inspection.answers)
    .filter(([, a]) => a === 'Fail')
    .map(([key]) => key);
  for (const key of failedAnswers) {
    const due = new Date(inspection.createdAt.getTime() + settings.otherDueWeeks * 7 * DAY);
    const done = faker.datatype.boolean(0.4);
    const isLate = !done && due < now;
    await db
      .insert(followups)
      .values({
        tenantId,
        type: 'quality-check',
        title: `Quality check: ${labels.get(key) ?? key} failed on ${inspection.reference}`,
        description: `The checklist answer '${labels.get(key) ?? key}' was recorded as Fail. Check the remedial work.`,
        priority: 'high',
        status: done ? 'completed' : isLate ? 'overdue' : 'pending',
        overdueNotifiedAt: isLate ? now : null,
        assigneeId: inspector.id,
        dueDate: due,
        progress: done ? 100 : faker.number.int({ min: 0, max: 60 }),
        inspectionId: inspection.id,
        answerKey: key,
        completedAt: done ? new Date(Math.min(now.getTime(), due.getTime() - 7 * DAY)) : null,
        completedBy: done ? inspector.id : null,
        createdBy: coordinator.id,
        createdAt: inspection.createdAt,
        updatedAt: inspection.createdAt,
      })
      .onConflictDoNothing();
  }
}

async function seedOtherFollowups(seed: DefectSeed, failed: readonly FailedInspection[]) {
  const { db, faker, tenantId, now, inspector, coordinator } = seed;
  // A few follow-ups of the other two types, due soon.
  for (const [i, type] of (
    ['documentation', 'client-communication', 'documentation', 'client-communication'] as const
  ).entries()) {
    const inspection = failed[i];
    await db.insert(followups).values({
      tenantId,
      type,
      title:
        type === 'documentation'
          ? `Collect the signed handover pack${inspection ? ` for ${inspection.reference}` : ''}`
          : `Call the homeowner about the remedial visit${inspection ? ` (${inspection.reference})` : ''}`,
      description:
        type === 'documentation'
          ? 'The installer has not yet sent the signed handover pack and guarantee; chase it before the case is closed.'
          : 'Agree a date for the remedial visit with the homeowner and confirm it to the installer.',
      priority: faker.helpers.arrayElement(['low', 'medium'] as const),
      assigneeId: i % 2 === 0 ? coordinator.id : inspector.id,
      dueDate: new Date(now.getTime() + (i + 2) * 3 * DAY),
      progress: i * 20,
      inspectionId: inspection?.id ?? null,
      createdBy: coordinator.id,
      createdAt: new Date(now.getTime() - (i + 1) * DAY),
      updatedAt: new Date(now.getTime() - (i + 1) * DAY),
    });
  }
}
