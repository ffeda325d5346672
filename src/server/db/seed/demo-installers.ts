import type { Faker } from '@faker-js/faker';
import { SINGLE_FORM_QUICK_FILL_INSTALLERS } from '@/shared/inspections/options';
import { INSTALLER_STATUSES } from '@/shared/installers/catalogue';
import type { Db } from '../client';
import { escalations, installers } from '../schema/index';
import { demoRiskProfile } from './demo-risk-profiles';

const TRADES = [
  'Insulation',
  'Energy Solutions',
  'Retrofit',
  'Home Energy',
  'Heating & Renewables',
  'Eco Homes',
  'Solid Wall',
  'Building Services',
];
const SUFFIXES = ['Ltd', 'Ltd', 'Limited', 'Group Ltd', 'LLP'];

/** About 150 installers with UK-style names, QMP and company numbers; the quick-fill names are among them. */
export async function seedDemoInstallers(
  db: Db,
  faker: Faker,
  options: { tenantId: string; count: number; now: Date },
) {
  const names = new Set(SINGLE_FORM_QUICK_FILL_INSTALLERS.map((i) => i.name));
  while (names.size < options.count) {
    names.add(
      `${faker.location.city()} ${faker.helpers.arrayElement(TRADES)} ${faker.helpers.arrayElement(SUFFIXES)}`,
    );
  }
  const quickFill = new Map(SINGLE_FORM_QUICK_FILL_INSTALLERS.map((i) => [i.name, i.qmpCert]));
  const rows = [...names].map((name, index) =>
    demoInstallerRow(
      faker,
      options,
      { name, index, qmpCert: quickFill.get(name) },
      quickFill.has(name),
    ),
  );
  const created = await db
    .insert(installers)
    .values(rows)
    .returning({ id: installers.id, name: installers.name, type: installers.monitoringType });
  const enhanced = created.filter((i) => i.type === 'Enhanced');
  if (enhanced.length > 0) {
    await db.insert(escalations).values(
      enhanced.slice(0, 12).map((installer, i) => ({
        tenantId: options.tenantId,
        installerId: installer.id,
        priority: i % 3 === 0 ? ('High' as const) : ('Medium' as const),
        status: (['Active', 'Under Review', 'Resolved'] as const)[i % 3]!,
        reason: faker.helpers.arrayElement([
          'Repeated failures on render detailing',
          'Unresolved customer complaint',
          'Missing handover documents',
        ]),
        owner: faker.helpers.arrayElement(['Priya Shah', 'Alex Morgan']),
        openedAt: faker.date.recent({ days: 90, refDate: options.now }),
        dueDate: faker.date
          .soon({ days: 40, refDate: faker.date.recent({ days: 30, refDate: options.now }) })
          .toISOString()
          .slice(0, 10),
        resolvedAt: i % 3 === 2 ? options.now : null,
      })),
    );
  }
  return created;
}

/** One installer, drawn from the seeded Faker (the draws keep their order: the same data each start). */
function demoInstallerRow(
  faker: Faker,
  options: { tenantId: string; now: Date },
  { name, index, qmpCert }: { name: string; index: number; qmpCert: string | undefined },
  isQuickFill: boolean,
) {
  // High-risk installers are already under Enhanced monitoring; the others as drawn.
  const profile = demoRiskProfile(index);
  const isEnhanced = faker.datatype.boolean(0.15) || profile === 'high';
  const domain = `${name
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    .slice(0, 20)}.co.uk`;
  return {
    tenantId: options.tenantId,
    name,
    email: `office@${domain}`,
    phone: faker.phone.number(),
    address: `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.zipCode('??# #??').toUpperCase()}`,
    qmpCertNumber: isQuickFill ? qmpCert || null : `QMP-${20000 + index}`,
    companyNumber: String(faker.number.int({ min: 1_000_000, max: 15_999_999 })).padStart(8, '0'),
    status: faker.helpers.weightedArrayElement(
      INSTALLER_STATUSES.map((value) => ({ value, weight: value === 'Active' ? 12 : 1 })),
    ),
    monitoringType: isEnhanced ? ('Enhanced' as const) : ('Standard' as const),
    monitoringStartDate: isEnhanced
      ? faker.date.recent({ days: 300, refDate: options.now }).toISOString().slice(0, 10)
      : null,
    monitoringReason: isEnhanced
      ? profile === 'high'
        ? 'High fail rate in Q2 audit'
        : faker.helpers.arrayElement([
            'High fail rate in Q2 audit',
            'Customer complaints about render cracking',
            'Volume above threshold',
          ])
      : null,
    assignedInspector: faker.helpers.arrayElement(['Tom Hughes', 'Priya Shah', 'Sarah Collins']),
    tags: faker.helpers.arrayElements(
      ['EWI', 'CWI', 'IWI', 'Solar', 'Heat pumps', 'ECO4', 'GBIS'],
      { min: 0, max: 3 },
    ),
    lastContact: faker.datatype.boolean(0.6)
      ? faker.date.recent({ days: 120, refDate: options.now })
      : null,
    createdAt: faker.date.past({ years: 2, refDate: options.now }),
  };
}
