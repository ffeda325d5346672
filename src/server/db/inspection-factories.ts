import type { Faker } from '@faker-js/faker';
import { MEASURE_QUESTIONS } from '@/shared/inspections/checklist-questions';
import { isDetailedMeasure, MEASURES } from '@/shared/inspections/measures';
import {
  createSinglePageFormDefaults,
  type SinglePageForm,
} from '@/shared/inspections/single-page-form';
import { todayInLondon } from '@/shared/format';
import { INSPECTION_STATUSES, type InspectionStatus } from '@/shared/inspections/statuses';
import { INSPECTION_TRIGGERS } from '@/shared/inspections/triggers';
import { companyNameFor } from '@/shared/installers/company-name';
import {
  createWizardDefaults,
  type WizardForm,
  type WizardVariant,
} from '@/shared/inspections/wizard-form';
import type { inspections } from './schema/index';

// Each form gets its own policy ID, unique across test processes and runs on one server:
// registering the same policy ID and measure twice needs a confirmation (issue 28 point 6),
// which tests ask for only when they mean it.
let formCount = 0;
const nextPolicyId = () =>
  `${Date.now()}${String(formCount++ % 1000).padStart(3, '0')}${Math.floor(Math.random() * 1000)}`;

/** A valid single-page form; tests override what they exercise. */
export function buildSinglePageForm(overrides: Partial<SinglePageForm> = {}): SinglePageForm {
  return {
    ...createSinglePageFormDefaults('2026-12-01'),
    policyId: nextPolicyId(),
    installerName: 'Northern Insulation Services',
    installerEmail: 'office@northern-insulation.co.uk',
    qmpCert: 'QMP-10234',
    systemCertificate: 'BBA Certificate - EWI render system',
    addressLine1: '12 Acacia Avenue',
    postcode: 'ls6 2ab',
    inspectorName: 'Tom Hughes',
    measureType: 'EWI',
    ...overrides,
  };
}

/** A valid wizard form for either variant, with every optional field filled. */
export function buildWizardForm(
  variant: WizardVariant,
  overrides: Partial<WizardForm> = {},
): WizardForm {
  const base = createWizardDefaults(variant, new Date('2026-11-21T10:00:00Z'));
  const form: WizardForm = {
    ...base,
    measureType: 'EWI',
    policyId: nextPolicyId(),
    systemCertificate: 'custom',
    customSystemCertificate: 'BBA 21/1234 bespoke render',
    invoiceReference: 'INV-5521',
    servicesAdjusted: 'No',
    addressLine1: '4 Mill Lane',
    addressTown: 'Hebden Bridge',
    addressPostcode: 'HX7 8AB',
    propertyType: 'House',
    propertyBedrooms: 3,
    propertyFloors: 2,
    customerTitle: 'Mrs',
    customerForename: 'Joan',
    customerSurname: 'Baker',
    customerEmail: 'joan.baker@example.co.uk',
    customerPhone: '07700 900123',
    installerName: 'Pennine Solid Wall',
    installerCompany: 'Pennine Solid Wall Ltd',
    installerEmail: 'info@penninesolidwall.co.uk',
    installerPhone: '01422 555010',
    qmpCert: 'QMP-11377',
    inspectorName: 'Tom Hughes',
    additionalNotes: '',
  };
  if (variant === 'schedule') {
    Object.assign(form, {
      scheduledTime: '10:30',
      inspectionType: 'Site Visit',
      onsiteRemote: 'Onsite',
      inspectionTrigger: 'Customer Complaint',
      specialRequirements: 'Dog on site; call ahead',
    });
  } else {
    Object.assign(form, {
      completedDate: '2026-11-20',
      inspectionOutcome: 'FAILED',
      defectsFound: true,
      defectDetails: 'Render cracking at window reveals',
      remedialActionRequired: true,
      remedialActionDetails: 'Re-render reveals within 8 weeks',
      certificateIssued: true,
      certificateNumber: 'CERT-778',
      ewiFullCoverage: 'Pass',
      ewiFixingsAdhesion: 'Pass',
      ewiWeatherproofRender: 'Fail',
      ewiVentilationDpc: 'Pass',
      ewiDetailingSeals: 'Fail',
      ewiGrading: 'Amber',
      ewiInspectionSummary: 'Mostly compliant',
      ewiIssues: 'Cracking at reveals',
      ewiRecommendedActions: 'Re-render',
      ewiMandatoryBestPractice: 'Mandatory',
    });
  }
  return { ...form, ...overrides };
}

type InspectionRow = typeof inspections.$inferInsert;
type ResultStatus = 'PASSED' | 'FAILED' | 'REQUIRES_FOLLOW_UP';
const RESULTS: readonly InspectionStatus[] = ['PASSED', 'FAILED', 'REQUIRES_FOLLOW_UP'];
const SEED_STATUSES: readonly InspectionStatus[] = INSPECTION_STATUSES;

// Plain-English notes, never placeholder Latin (issue 28, point 14).
const INSPECTION_NOTES = [
  'Homeowner present for the visit; access to all areas was given.',
  'Photos taken before and after; the installer was on site.',
  'Loft hatch was small, so the inspection used a camera on a pole.',
  'Ventilation checked in every room with the measure installed.',
  'Paperwork matched the measure and the address on the lodgement.',
] as const;

/** A random but plausible stored inspection for seeding and benchmarks (bypasses the forms for speed). */
export function buildInspectionRow(
  faker: Faker,
  options: {
    tenantId: string;
    reference: string;
    createdAt: Date;
    installers: readonly (string | { id: string; name: string })[];
    inspectors: readonly string[];
    /** Results are never dated after this day (issue 11): 'recent' lists must not start in the future. */
    now?: Date;
    /** Decides a result's status (Passed, Failed, Requires Follow-up) per installer (the demo's risk profiles); drawn at random otherwise. */
    resultFor?: (installerId: string | null) => ResultStatus;
  },
): InspectionRow {
  const measure = faker.helpers.arrayElement(MEASURES);
  const trigger = faker.helpers.arrayElement(INSPECTION_TRIGGERS);
  const drawn = faker.helpers.weightedArrayElement(
    SEED_STATUSES.map((value) => ({
      value,
      weight: value === 'PASSED' ? 5 : value === 'CANCELLED' ? 1 : 2,
    })),
  );
  const picked = faker.helpers.arrayElement(options.installers);
  const installer = typeof picked === 'string' ? picked : picked.name;
  const installerId = typeof picked === 'string' ? null : picked.id;
  const status: InspectionStatus =
    options.resultFor && RESULTS.includes(drawn) ? options.resultFor(installerId) : drawn;
  const isDone = status === 'PASSED' || status === 'FAILED';
  const { scheduled, completed } = drawVisitDates(faker, options.createdAt, isDone);
  const { forename, surname, line1, town, postcode } = drawCustomer(faker);
  const answers = drawAnswers(faker, measure.code, status, isDone);
  const { scheduledDate, completedDate } = datesNoLaterThanToday(
    { scheduled, completed },
    isDone,
    options.now,
  );
  return {
    tenantId: options.tenantId,
    reference: options.reference,
    source: isDone ? 'COMPLETED_WIZARD' : 'SCHEDULE_WIZARD',
    status,
    policyId: String(faker.number.int({ min: 100000, max: 999999 })),
    customerName: `${forename} ${surname}`,
    customerForename: forename,
    customerSurname: surname,
    customerEmail: faker.internet.email({ firstName: forename, lastName: surname }).toLowerCase(),
    customerPhone: faker.phone.number(),
    propertyAddress: `${line1}, ${town}, ${postcode}`,
    addressLine1: line1,
    addressTown: town,
    addressPostcode: postcode,
    measureType: measure.category,
    measureCode: measure.code,
    measureLabel: measure.label,
    installerName: installer,
    installerId,
    installerCompany: companyNameFor(installer),
    installerEmail: `office@${installer.toLowerCase().replace(/[^a-z]+/g, '')}.co.uk`,
    trigger: trigger.value,
    triggerLabel: trigger.label,
    scheduledDate,
    scheduledTime: scheduled
      ? faker.helpers.arrayElement(['09:00', '10:30', '13:00', '14:30'])
      : null,
    onsiteRemote: faker.helpers.arrayElement(['Onsite', 'Onsite', 'Remote']),
    inspectionType: faker.helpers.arrayElement(['Third-Party C3', 'Site Visit', 'Desktop Review']),
    inspectorName: faker.helpers.arrayElement(options.inspectors),
    completedDate,
    outcome: isDone ? (status === 'PASSED' ? 'PASSED' : 'FAILED') : null,
    defectsFound: isDone ? status === 'FAILED' : null,
    certificateIssued: isDone ? status === 'PASSED' : null,
    answers,
    ewiGrading: isDone && measure.code === 'EWI' ? drawEwiGrading(faker, status) : null,
    notes: faker.helpers.arrayElement(INSPECTION_NOTES),
    createdAt: options.createdAt,
    updatedAt: completed ?? options.createdAt,
  };
}

/** When the visit was booked and done (drawn in this order: the seeded data stays the same). */
function drawVisitDates(faker: Faker, createdAt: Date, isDone: boolean) {
  const dayMs = 86_400_000;
  const scheduled = faker.datatype.boolean(0.85)
    ? new Date(createdAt.getTime() + faker.number.int({ min: 1, max: 40 }) * dayMs)
    : null;
  const completed = isDone
    ? new Date((scheduled ?? createdAt).getTime() + faker.number.int({ min: 0, max: 5 }) * dayMs)
    : null;
  return { scheduled, completed };
}

/** A detailed measure's checklist answers once it is done: a failed one fails some questions. */
function drawAnswers(
  faker: Faker,
  code: (typeof MEASURES)[number]['code'],
  status: InspectionStatus,
  isDone: boolean,
) {
  const answers: Record<string, 'Pass' | 'Fail'> = {};
  if (isDone && isDetailedMeasure(code)) {
    for (const q of MEASURE_QUESTIONS[code])
      answers[q.key] = status === 'FAILED' && faker.datatype.boolean(0.4) ? 'Fail' : 'Pass';
  }
  return answers;
}

/** A finished inspection happened in the past: its result (and visit) are dated today at the latest. */
function datesNoLaterThanToday(
  { scheduled, completed }: { scheduled: Date | null; completed: Date | null },
  isDone: boolean,
  now: Date | undefined,
) {
  const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
  const today = todayInLondon(now);
  const earlier = (a: string | null, b: string | null) => (a && b && b < a ? b : a);
  const completedDate = earlier(isoDate(completed), isDone ? today : null);
  const scheduledDate = isDone ? earlier(isoDate(scheduled), completedDate) : isoDate(scheduled);
  return { scheduledDate, completedDate };
}

/** The homeowner and the address, drawn in this order. */
function drawCustomer(faker: Faker) {
  const forename = faker.person.firstName();
  const surname = faker.person.lastName();
  const line1 = faker.location.streetAddress();
  const town = faker.location.city();
  const postcode = faker.location.zipCode('??# #??').toUpperCase();
  return { forename, surname, line1, town, postcode };
}

/** A finished EWI inspection's grading: Green when it passed, else Amber or Red. */
function drawEwiGrading(faker: Faker, status: InspectionStatus) {
  return status === 'PASSED' ? 'Green' : faker.helpers.arrayElement(['Amber', 'Red']);
}
