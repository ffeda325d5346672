import { z } from 'zod';
import { EWI_GRADINGS, MANDATORY_BEST_PRACTICE } from '../inspections/checklist-questions';
import { isDetailedMeasure, MEASURE_CODES, type MeasureCategory } from '../inspections/measures';
import {
  CUSTOMER_TITLES,
  INSPECTION_OUTCOMES,
  ONSITE_REMOTE,
  PROPERTY_TYPES,
  SERVICES_ADJUSTED,
  BEDROOMS,
  FLOORS,
} from '../inspections/options';
import { type InspectionStatus } from '../inspections/statuses';
import { type ServerTrigger } from '../inspections/triggers';
import {
  EMAIL_SHAPE,
  formatMessage,
  isBlank,
  isUkPostcode,
  LONG_TEXT_MAX,
  normalisePostcode,
  requiredMessage,
} from '../inspections/validation';
import { normaliseHeader } from './catalogue';
import { OUTCOME_BY_NAME, STATUS_BY_NAME, TRIGGER_BY_NAME, findMeasure } from './cell-values';
import { choice, date, label, text, wholeNumber, yesNo } from './cell-schemas';
import { STATUS_VALUES, TRIGGER_VALUES } from './inspection-fields';
// One inspection row validated and turned into what is stored.

/** Trailing UK postcode of a one-line address ('12 High St, Leeds LS1 4AP'). */
const TRAILING_POSTCODE = /[,\s]+([A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})\s*$/i;

/** An inspection row's cells, each read and checked on its own (cell-schemas.ts). */
const ImportRowCells = z.object({
  reference: text('reference', 50).prefault(''),
  policyId: text('policyId', 50).prefault(''),
  addressLine1: text('addressLine1').prefault(''),
  addressTown: text('addressTown', 100).prefault(''),
  addressPostcode: text('addressPostcode', 10).prefault(''),
  measureType: z.string().trim().prefault(''),
  status: z.string().trim().prefault(''),
  trigger: z.string().trim().prefault(''),
  scheduledDate: date('scheduledDate').prefault(''),
  scheduledTime: z
    .union([
      z
        .string()
        .trim()
        .regex(/^([01]?[0-9]|2[0-3]):[0-5][0-9]$/, formatMessage('Preferred time')),
      z.literal(''),
    ])
    .prefault(''),
  completedDate: date('completedDate').prefault(''),
  outcome: z.string().trim().prefault(''),
  customerTitle: choice('customerTitle', CUSTOMER_TITLES).prefault(''),
  customerForename: text('customerForename', 100).prefault(''),
  customerSurname: text('customerSurname', 100).prefault(''),
  customerName: text('customerName').prefault(''),
  customerEmail: text('customerEmail').prefault(''),
  customerPhone: text('customerPhone', 30).prefault(''),
  installerName: text('installerName').prefault(''),
  installerCompany: text('installerCompany').prefault(''),
  installerEmail: text('installerEmail').prefault(''),
  installerPhone: text('installerPhone', 30).prefault(''),
  qmpCert: text('qmpCert', 50).prefault(''),
  inspectorName: text('inspectorName').prefault(''),
  inspectionType: text('inspectionType', 100).prefault(''),
  onsiteRemote: choice('onsiteRemote', ONSITE_REMOTE).prefault(''),
  systemCertificate: text('systemCertificate').prefault(''),
  invoiceReference: text('invoiceReference', 100).prefault(''),
  servicesAdjusted: choice('servicesAdjusted', SERVICES_ADJUSTED).prefault(''),
  propertyType: choice('propertyType', PROPERTY_TYPES).prefault(''),
  propertyBedrooms: wholeNumber('propertyBedrooms', BEDROOMS.min, BEDROOMS.max).prefault(''),
  propertyFloors: wholeNumber('propertyFloors', FLOORS.min, FLOORS.max).prefault(''),
  specialRequirements: text('specialRequirements', LONG_TEXT_MAX).prefault(''),
  additionalNotes: text('additionalNotes', LONG_TEXT_MAX).prefault(''),
  defectsFound: yesNo('defectsFound').prefault(''),
  defectDetails: text('defectDetails', LONG_TEXT_MAX).prefault(''),
  remedialActionRequired: yesNo('remedialActionRequired').prefault(''),
  remedialActionDetails: text('remedialActionDetails', LONG_TEXT_MAX).prefault(''),
  certificateIssued: yesNo('certificateIssued').prefault(''),
  certificateNumber: text('certificateNumber', 100).prefault(''),
  ewiGrading: choice('ewiGrading', EWI_GRADINGS).prefault(''),
  ewiInspectionSummary: text('ewiInspectionSummary', LONG_TEXT_MAX).prefault(''),
  ewiIssues: text('ewiIssues', LONG_TEXT_MAX).prefault(''),
  ewiRecommendedActions: text('ewiRecommendedActions', LONG_TEXT_MAX).prefault(''),
  ewiMandatoryBestPractice: choice('ewiMandatoryBestPractice', MANDATORY_BEST_PRACTICE).default(''),
});
type ImportRowCells = z.output<typeof ImportRowCells>;

/**
 * One inspection row: field key -> cell text. Validated with the forms'
 * validators and messages ('Postcode format is invalid', 'Policy ID is
 * required' ...); gives what is stored.
 */
export const InspectionImportRow = ImportRowCells.transform((row, ctx) => {
  const fail = (path: string, message: string) => {
    ctx.addIssue({ code: 'custom', path: [path], message });
    return null;
  };
  const checked = checkRow(row, fail);
  return checked ? storedValues(row, checked) : z.NEVER;
});
export type InspectionImportValues = z.output<typeof InspectionImportRow>;

type CheckedRow = NonNullable<ReturnType<typeof checkRow>>;

/** The checks the forms make, each failing with its message; the values they read. */
function checkRow(row: ImportRowCells, fail: (path: string, message: string) => null) {
  if (isBlank(row.policyId)) return fail('policyId', requiredMessage('Policy ID'));
  if (isBlank(row.addressLine1)) return fail('addressLine1', requiredMessage('Address'));
  let addressLine1 = row.addressLine1;
  let postcodeText = row.addressPostcode;
  let postcodeField = 'addressPostcode';
  if (isBlank(postcodeText)) {
    const trailing = TRAILING_POSTCODE.exec(addressLine1);
    if (trailing) {
      postcodeText = trailing[1]!;
      postcodeField = 'addressLine1';
      addressLine1 = addressLine1.slice(0, trailing.index).replace(/[,\s]+$/, '');
    }
  }
  if (isBlank(postcodeText)) return fail('addressPostcode', requiredMessage('Postcode'));
  if (!isUkPostcode(postcodeText)) return fail(postcodeField, formatMessage('Postcode'));
  if (isBlank(row.measureType)) return fail('measureType', requiredMessage('Measure type'));
  const measure = findMeasure(row.measureType);
  if (!measure)
    return fail('measureType', `Unknown measure type. Use one of: ${MEASURE_CODES.join(', ')}`);
  let status: InspectionStatus = 'PENDING';
  if (row.status !== '') {
    const hit = STATUS_BY_NAME.get(normaliseHeader(row.status));
    if (!hit) return fail('status', `Status must be one of: ${STATUS_VALUES.join(', ')}`);
    status = hit;
  }
  let trigger: { label: string; value: ServerTrigger } = {
    label: 'Routine Check',
    value: 'ROUTINE_CHECK',
  };
  if (row.trigger !== '') {
    const hit = TRIGGER_BY_NAME.get(normaliseHeader(row.trigger));
    if (!hit) return fail('trigger', `Trigger must be one of: ${TRIGGER_VALUES.join(', ')}`);
    trigger = hit;
  }
  let outcome: string | null = null;
  if (row.outcome !== '') {
    outcome = OUTCOME_BY_NAME[row.outcome.toLowerCase()] ?? null;
    if (!outcome)
      return fail(
        'outcome',
        `Inspection outcome must be one of: ${INSPECTION_OUTCOMES.join(', ')}`,
      );
  }
  for (const key of ['customerEmail', 'installerEmail'] as const) {
    if (!isBlank(row[key]) && !EMAIL_SHAPE.test(row[key]))
      return fail(key, formatMessage(label(key)));
  }
  if ((status === 'PASSED' || status === 'FAILED') && !row.completedDate)
    return fail('completedDate', requiredMessage('Completed date'));
  return { addressLine1, postcodeText, measure, status, trigger, outcome };
}

/** What is stored: blanks as null, 'TBD' where the record needs a value, EWI fields for EWI only. */
function storedValues(row: ImportRowCells, checked: CheckedRow) {
  const { addressLine1, postcodeText, measure, status, trigger, outcome } = checked;
  let forename = row.customerForename;
  let surname = row.customerSurname;
  if (isBlank(forename) && isBlank(surname) && !isBlank(row.customerName)) {
    const parts = row.customerName.split(/\s+/);
    surname = parts.length > 1 ? parts.pop()! : '';
    forename = parts.join(' ');
  }
  const TBD = 'TBD';
  const postcode = normalisePostcode(postcodeText);
  const town = row.addressTown || TBD;
  const customerName =
    [forename, surname].filter((x) => !isBlank(x)).join(' ') || row.customerName || TBD;
  const installerName = row.installerName || row.installerCompany || 'Unknown installer';
  const orNull = (v: string) => (isBlank(v) ? null : v);
  const category: MeasureCategory = measure.category;
  const ewi = measure.code === 'EWI';
  return {
    reference: orNull(row.reference),
    policyId: row.policyId,
    status,
    customerName,
    customerForename: forename || TBD,
    customerSurname: surname || TBD,
    customerEmail: orNull(row.customerEmail),
    customerPhone: orNull(row.customerPhone),
    propertyAddress: [addressLine1, row.addressTown, postcode]
      .filter((x) => !isBlank(x))
      .join(', '),
    addressLine1,
    addressTown: town,
    addressPostcode: postcode,
    measureType: category,
    measureCode: measure.code,
    measureLabel: measure.label,
    installerName,
    installerCompany: row.installerCompany || installerName,
    installerEmail: orNull(row.installerEmail),
    installerPhone: orNull(row.installerPhone),
    qmpCert: orNull(row.qmpCert),
    trigger: trigger.value,
    triggerLabel: trigger.label,
    scheduledDate: row.scheduledDate,
    scheduledTime: orNull(row.scheduledTime),
    completedDate: row.completedDate,
    outcome,
    customerTitle: orNull(row.customerTitle),
    inspectorName: orNull(row.inspectorName),
    inspectionType: orNull(row.inspectionType),
    onsiteRemote: orNull(row.onsiteRemote),
    systemCertificate: orNull(row.systemCertificate),
    invoiceReference: orNull(row.invoiceReference),
    servicesAdjusted: orNull(row.servicesAdjusted),
    propertyType: orNull(row.propertyType),
    propertyBedrooms: row.propertyBedrooms,
    propertyFloors: row.propertyFloors,
    specialRequirements: orNull(row.specialRequirements),
    additionalNotes: orNull(row.additionalNotes),
    defectsFound: row.defectsFound,
    defectDetails: orNull(row.defectDetails),
    remedialActionRequired: row.remedialActionRequired,
    remedialActionDetails: orNull(row.remedialActionDetails),
    certificateIssued: row.certificateIssued,
    certificateNumber: orNull(row.certificateNumber),
    ewiGrading: ewi ? orNull(row.ewiGrading) : null,
    ewiInspectionSummary: ewi ? orNull(row.ewiInspectionSummary) : null,
    ewiIssues: ewi ? orNull(row.ewiIssues) : null,
    ewiRecommendedActions: ewi ? orNull(row.ewiRecommendedActions) : null,
    ewiMandatoryBestPractice: ewi ? orNull(row.ewiMandatoryBestPractice) : null,
    detailed: isDetailedMeasure(measure.code) ? measure.code : null,
  };
}
