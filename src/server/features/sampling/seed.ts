import { Faker, en_GB, en } from '@faker-js/faker';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { fundingSchemes, inspections, lodgedMeasures, workTypes } from '@/server/db/schema/index';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';
import { bulkInsert } from '@/server/lib/bulk-insert';
import { addCalendarDays, londonDateOf } from '@/shared/periods';
import { seedSamplingCatalogue } from './catalogue-seed';

/** Measures lodged beside each inspected one (same installer and category), so quotas have a population. */
const SIBLINGS_PER_INSPECTED = 3;

type Inspected = {
  id: string;
  installerId: string;
  measureCode: string;
  addressLine1: string;
  town: string;
  postcode: string;
  createdAt: Date;
};

type MeasureRow = typeof lodgedMeasures.$inferInsert;

/**
 * The monitoring programme's demo (issue 30): the catalogue, then a lodged measure for every
 * demo inspection whose measure has a work type (the inspection is linked to it), and a few
 * uninspected measures beside each, all in one bulk insert so the first run stays fast.
 */
export async function seedDemoSampling(db: Db, context: AreaSeedContext) {
  const { tenantId, now } = context;
  await seedSamplingCatalogue(db, tenantId);
  const faker = new Faker({ locale: [en_GB, en], seed: 3030 });
  const types = await db
    .select({ id: workTypes.id, category: workTypes.measureCategory })
    .from(workTypes)
    .where(eq(workTypes.tenantId, tenantId));
  const schemes = await db
    .select({ id: fundingSchemes.id })
    .from(fundingSchemes)
    .where(eq(fundingSchemes.tenantId, tenantId));
  const inspected = (await db
    .select({
      id: inspections.id,
      installerId: inspections.installerId,
      measureCode: inspections.measureCode,
      addressLine1: inspections.addressLine1,
      town: inspections.addressTown,
      postcode: inspections.addressPostcode,
      createdAt: inspections.createdAt,
    })
    .from(inspections)
    .where(and(eq(inspections.tenantId, tenantId), isNotNull(inspections.installerId)))
    .orderBy(inspections.reference)) as Inspected[];
  const today = londonDateOf(now);
  const rows: MeasureRow[] = [];
  const linked: { inspectionId: string; row: number }[] = [];
  for (const inspection of inspected) {
    const candidates = types.filter((t) => t.category === inspection.measureCode);
    if (candidates.length === 0) continue;
    const installed = addCalendarDays(londonDateOf(inspection.createdAt), -faker.number.int(40));
    linked.push({ inspectionId: inspection.id, row: rows.length });
    for (let k = 0; k <= SIBLINGS_PER_INSPECTED; k++) {
      const type = faker.helpers.arrayElement(candidates);
      const date = k === 0 ? installed : addCalendarDays(installed, faker.number.int(60) - 30);
      rows.push(
        measureRow(faker, {
          tenantId,
          number: rows.length,
          inspection,
          workType: type,
          schemeId: faker.helpers.arrayElement(schemes).id,
          installedDate: date > today ? today : date,
        }),
      );
    }
  }
  if (rows.length === 0) return;
  const inserted = await bulkInsert(db, lodgedMeasures, rows, {
    returning: { id: lodgedMeasures.id },
  });
  // One statement for every link, so the inspections' statement triggers run once.
  const inspectionIds = linked.map((l) => l.inspectionId);
  const measureIds = linked.map((l) => inserted[l.row]!.id);
  await db.execute(sql`
    update inspections i set lodged_measure_id = l.measure_id
    from unnest(${sql.param(inspectionIds)}::uuid[], ${sql.param(measureIds)}::uuid[])
      as l(inspection_id, measure_id)
    where i.id = l.inspection_id and i.tenant_id = ${tenantId}`);
}

function measureRow(
  faker: Faker,
  input: {
    tenantId: string;
    number: number;
    inspection: Inspected;
    workType: { id: string; category: string };
    schemeId: string;
    installedDate: string;
  },
): MeasureRow {
  const project = `P${40000 + input.number}`;
  const sibling = input.number % (SIBLINGS_PER_INSPECTED + 1) !== 0;
  return {
    tenantId: input.tenantId,
    umr: `${project}${faker.string.alpha({ length: 4, casing: 'upper' })}`,
    projectReference: project,
    uprn: String(faker.number.int({ min: 10_000_000_000, max: 99_999_999_999 })),
    addressLine1: sibling ? faker.location.streetAddress() : input.inspection.addressLine1,
    town: input.inspection.town,
    postcode: sibling ? faker.location.zipCode() : input.inspection.postcode,
    fundingSchemeId: input.schemeId,
    workTypeId: input.workType.id,
    measureCategory: input.workType.category,
    installerId: input.inspection.installerId,
    installedDate: input.installedDate,
    handoverDate: input.installedDate,
    guaranteeName: faker.helpers.arrayElement([
      'CIGA 25 Year Guarantee',
      'SWIGA 25 Year Guarantee',
    ]),
    guaranteeStartDate: input.installedDate,
    guaranteeReference: `G-${faker.string.numeric(8)}`,
    productManufacturer: faker.company.name(),
    productModel: `M-${faker.string.alphanumeric(5).toUpperCase()}`,
  };
}
