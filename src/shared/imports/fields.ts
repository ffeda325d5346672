import { z } from 'zod';
import { isCalendarDate } from '../dates';
import { EWI_GRADINGS, MANDATORY_BEST_PRACTICE } from '../inspections/checklist-questions';
import {
  isDetailedMeasure,
  MEASURE_CODES,
  MEASURES,
  type MeasureCategory,
} from '../inspections/measures';
import {
  CUSTOMER_TITLES,
  INSPECTION_OUTCOMES,
  ONSITE_REMOTE,
  OUTCOME_LABELS,
  PROPERTY_TYPES,
  SERVICES_ADJUSTED,
  BEDROOMS,
  FLOORS,
} from '../inspections/options';
import { INSPECTION_STATUSES, STATUS_LABELS, type InspectionStatus } from '../inspections/statuses';
import {
  SERVER_TRIGGER_LABELS,
  SERVER_TRIGGERS,
  INSPECTION_TRIGGERS,
  LEGACY_TRIGGER_LABELS,
  type ServerTrigger,
} from '../inspections/triggers';
import {
  EMAIL_SHAPE,
  formatMessage,
  isBlank,
  isUkPostcode,
  LONG_TEXT_MAX,
  maxLengthMessage,
  normalisePostcode,
  requiredMessage,
  TEXT_MAX,
} from '../inspections/validation';
import { INSTALLER_STATUSES, MONITORING_TYPES } from '../installers/catalogue';
import { InstallerFormInput } from '../installers/schemas';
import { normaliseHeader, type ImportEntity } from './catalogue';

/**
 * The field catalogue of the importer: every field a column can fill, with
 * its label (the template's header), the synonyms automatic matching accepts,
 * whether it is required, the allowed values of enumerations (drop-downs in
 * the templates) and an example value. Installer fields are the keys of the
 * shared InstallerFormInput; inspection fields those of InspectionImportRow
 * below, which uses the forms' validators and messages.
 */
export type ImportField = {
  key: string;
  label: string;
  required: boolean;
  synonyms: readonly string[];
  values?: readonly string[];
  example: string;
};

const f = (
  key: string,
  label: string,
  example: string,
  synonyms: readonly string[] = [],
  extra: Partial<ImportField> = {},
): ImportField => ({ key, label, example, synonyms, required: false, ...extra });

const MEASURE_VALUES = MEASURE_CODES as readonly string[];
const TRIGGER_VALUES = INSPECTION_TRIGGERS.map((t) => t.label);
const STATUS_VALUES = INSPECTION_STATUSES.map((s) => STATUS_LABELS[s]);
const YES_NO = ['Yes', 'No'] as const;

export const INSPECTION_FIELDS: readonly ImportField[] = [
  f(
    'policyId',
    'Property ID',
    'POL-100234',
    [
      'Policy ID',
      'Policy',
      'Policy number',
      'Policy no',
      'Property ref',
      'Property reference',
      'Property',
      'UPRN',
    ],
    { required: true },
  ),
  f('reference', 'Reference', '', [
    'Inspection reference',
    'Inspection ref',
    'Inspection ID',
    'Ref',
  ]),
  f(
    'addressLine1',
    'Address',
    '12 High Street',
    [
      'Address line 1',
      'Address 1',
      'Property address',
      'Street',
      'First line of address',
      'Site address',
    ],
    { required: true },
  ),
  f('addressTown', 'Town/City', 'Leeds', ['Town', 'City', 'Address town', 'Locality']),
  f('addressPostcode', 'Postcode', 'LS1 4AP', ['Post code', 'Postal code', 'Zip', 'Zip code']),
  f(
    'measureType',
    'Type',
    'EWI',
    [
      'Measure',
      'Measure type',
      'Measure code',
      'Type of measure',
      'Install type',
      'Installation type',
    ],
    {
      required: true,
      values: MEASURE_VALUES,
    },
  ),
  f('status', 'Status', 'Pending', ['Inspection status', 'State'], { values: STATUS_VALUES }),
  f('trigger', 'Trigger', 'Routine Check', ['Inspection trigger', 'Reason', 'Trigger reason'], {
    values: TRIGGER_VALUES,
  }),
  f('scheduledDate', 'Scheduled date', '2026-12-01', [
    'Inspection date',
    'Date',
    'Due date',
    'Scheduled',
    'Visit date',
  ]),
  f('scheduledTime', 'Preferred time', '10:00', ['Time', 'Scheduled time']),
  f('completedDate', 'Completed date', '', ['Completion date', 'Date completed', 'Completed']),
  f('outcome', 'Inspection outcome', '', ['Outcome', 'Result'], { values: INSPECTION_OUTCOMES }),
  f('customerTitle', 'Customer title', 'Mrs', ['Title'], { values: CUSTOMER_TITLES }),
  f('customerForename', 'Customer first name', 'Jane', [
    'First name',
    'Forename',
    'Customer forename',
  ]),
  f('customerSurname', 'Customer last name', 'Smith', ['Last name', 'Surname', 'Customer surname']),
  f('customerName', 'Customer name', '', [
    'Customer',
    'Homeowner',
    'Occupier',
    'Client name',
    'Householder',
  ]),
  f('customerEmail', 'Customer email', 'jane.smith@example.com', ['Email', 'Customer e-mail']),
  f('customerPhone', 'Customer phone', '07700 900123', [
    'Phone',
    'Telephone',
    'Customer telephone',
  ]),
  f('installerName', 'Installer name', 'Warm Homes Ltd', [
    'Installer',
    'Contractor',
    'Contractor name',
  ]),
  f('installerCompany', 'Installer company', 'Warm Homes Ltd', ['Company', 'Contractor company']),
  f('installerEmail', 'Installer email', 'office@warmhomes.example', ['Contractor email']),
  f('installerPhone', 'Installer phone', '0113 496 0000', ['Contractor phone']),
  f('qmpCert', 'QMP certificate', 'QMP-12345', [
    'QMP',
    'QMP cert',
    'QMP number',
    'QMP certificate number',
  ]),
  f('inspectorName', 'Inspector name', '', ['Inspector', 'Assessor']),
  f('inspectionType', 'Inspection type', 'Third-Party C3', ['Inspection kind']),
  f('onsiteRemote', 'Onsite/Remote', 'Onsite', ['Onsite or remote', 'Visit type'], {
    values: ONSITE_REMOTE,
  }),
  f('systemCertificate', 'System certificate', '', ['Certificate', 'BBA certificate']),
  f('invoiceReference', 'Invoice reference', 'INV-5521', [
    'Invoice',
    'Invoice ref',
    'Invoice number',
  ]),
  f('servicesAdjusted', 'Services adjusted', 'N/A', [], { values: SERVICES_ADJUSTED }),
  f('propertyType', 'Property type', 'House', ['Dwelling type', 'Property kind'], {
    values: PROPERTY_TYPES,
  }),
  f('propertyBedrooms', 'Bedrooms', '3', ['Number of bedrooms', 'Beds']),
  f('propertyFloors', 'Floors', '2', ['Number of floors', 'Storeys']),
  f('specialRequirements', 'Special requirements', '', ['Access notes', 'Requirements']),
  f('additionalNotes', 'Additional notes', '', ['Notes', 'Comments', 'Remarks']),
  f('defectsFound', 'Defects found', '', ['Defects'], { values: YES_NO }),
  f('defectDetails', 'Defect details', '', ['Defect description']),
  f('remedialActionRequired', 'Remedial action required', '', ['Remedial action'], {
    values: YES_NO,
  }),
  f('remedialActionDetails', 'Remedial action details', '', []),
  f('certificateIssued', 'Certificate issued', '', [], { values: YES_NO }),
  f('certificateNumber', 'Certificate number', '', ['Cert number', 'Certificate no']),
  f('ewiGrading', 'EWI grading', '', ['Grading', 'RAG', 'RAG rating'], { values: EWI_GRADINGS }),
  f('ewiInspectionSummary', 'Inspection summary', '', ['Summary']),
  f('ewiIssues', 'Issues', '', []),
  f('ewiRecommendedActions', 'Recommended actions', '', ['Actions']),
  f('ewiMandatoryBestPractice', 'Mandatory/Best practice', '', [], {
    values: MANDATORY_BEST_PRACTICE,
  }),
];

/** Installer fields: the keys of the shared installer form schema. */
const INSTALLER_LABELS: Record<keyof typeof InstallerFormInput.shape, Omit<ImportField, 'key'>> = {
  name: {
    label: 'Name',
    required: true,
    example: 'Warm Homes Ltd',
    synonyms: ['Installer', 'Installer name', 'Company name', 'Contractor'],
  },
  email: {
    label: 'Email',
    required: false,
    example: 'office@warmhomes.example',
    synonyms: ['E-mail', 'Email address'],
  },
  phone: {
    label: 'Phone',
    required: false,
    example: '0113 496 0000',
    synonyms: ['Telephone', 'Phone number'],
  },
  address: {
    label: 'Address',
    required: false,
    example: '1 Mill Lane, Leeds, LS2 7AB',
    synonyms: ['Company address'],
  },
  qmpCertNumber: {
    label: 'QMP certificate number',
    required: false,
    example: 'QMP-12345',
    synonyms: ['QMP', 'QMP cert', 'QMP number', 'QMP certificate'],
  },
  companyNumber: {
    label: 'Company number',
    required: false,
    example: '01234567',
    synonyms: ['Companies House number', 'Company no', 'CRN'],
  },
  status: {
    label: 'Status',
    required: false,
    example: 'Active',
    synonyms: [],
    values: INSTALLER_STATUSES,
  },
  monitoringType: {
    label: 'Monitoring type',
    required: false,
    example: 'Standard',
    synonyms: ['Monitoring'],
    values: MONITORING_TYPES,
  },
  assignedInspector: {
    label: 'Assigned inspector',
    required: false,
    example: '',
    synonyms: ['Inspector'],
  },
  notes: { label: 'Notes', required: false, example: '', synonyms: ['Comments'] },
  tags: { label: 'Tags', required: false, example: 'solid-wall, north', synonyms: [] },
};
export const INSTALLER_FIELDS: readonly ImportField[] = Object.entries(INSTALLER_LABELS).map(
  ([key, rest]) => ({ key, ...rest }),
);

export function fieldsOf(entity: ImportEntity): readonly ImportField[] {
  return entity === 'inspections' ? INSPECTION_FIELDS : INSTALLER_FIELDS;
}

/** column index -> field key (or null: column not imported). */
export type ColumnMapping = (string | null)[];

/**
 * Automatic matching: a header matches a field when, ignoring case, spacing
 * and punctuation, it equals the field's key, label or a synonym. Each field
 * is used at most once (the first column wins).
 */
export function autoMatch(headers: readonly string[], entity: ImportEntity): ColumnMapping {
  const byName = new Map<string, string>();
  for (const field of fieldsOf(entity)) {
    for (const name of [field.key, field.label, ...field.synonyms]) {
      const n = normaliseHeader(name);
      if (!byName.has(n)) byName.set(n, field.key);
    }
  }
  const used = new Set<string>();
  return headers.map((header) => {
    const key = byName.get(normaliseHeader(header));
    if (!key || used.has(key)) return null;
    used.add(key);
    return key;
  });
}

/** Required fields no column fills. */
export function missingRequired(mapping: ColumnMapping, entity: ImportEntity): ImportField[] {
  const mapped = new Set(mapping.filter((k): k is string => k !== null));
  return fieldsOf(entity).filter((field) => field.required && !mapped.has(field.key));
}

// ---------------------------------------------------------------------------
// Row validation: cells (as text) -> the values stored, with the forms' messages.

const label = (key: string) => INSPECTION_FIELDS.find((x) => x.key === key)?.label ?? key;
const text = (key: string, max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(label(key), max));
const choice = (key: string, values: readonly string[]) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return '';
      const hit = values.find((x) => x.toLowerCase() === v.toLowerCase());
      if (!hit) {
        ctx.addIssue({
          code: 'custom',
          message: `${label(key)} must be one of: ${values.join(', ')}`,
        });
        return z.NEVER;
      }
      return hit;
    });
const yesNo = (key: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx): boolean | null => {
      const s = v.toLowerCase();
      if (s === '') return null;
      if (['yes', 'y', 'true', '1'].includes(s)) return true;
      if (['no', 'n', 'false', '0'].includes(s)) return false;
      ctx.addIssue({ code: 'custom', message: `${label(key)} must be Yes or No` });
      return z.NEVER;
    });
const wholeNumber = (key: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((v, ctx): number | null => {
      if (v === '') return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${label(key)} must be a whole number from ${min} to ${max}`,
        });
        return z.NEVER;
      }
      return n;
    });
const date = (key: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return null;
      const iso = toIsoDate(v);
      if (!iso) {
        ctx.addIssue({
          code: 'custom',
          message: `${formatMessage(label(key))} (use DD/MM/YYYY or YYYY-MM-DD)`,
        });
        return z.NEVER;
      }
      return iso;
    });

/** DD/MM/YYYY (en-GB), YYYY-MM-DD or an ISO timestamp -> YYYY-MM-DD, or null. */
export function toIsoDate(value: string): string | null {
  const v = value.trim();
  let iso: string | null = null;
  const uk = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  if (uk) iso = `${uk[3]}-${uk[2]!.padStart(2, '0')}-${uk[1]!.padStart(2, '0')}`;
  else if (/^\d{4}-\d{2}-\d{2}(T.*)?$/.test(v)) iso = v.slice(0, 10);
  return iso && isCalendarDate(iso) ? iso : null;
}

const MEASURE_BY_NAME = new Map<string, (typeof MEASURES)[number]>();
for (const m of MEASURES) {
  for (const name of [m.code, m.label, m.short, m.description, `${m.code} ${m.description}`])
    MEASURE_BY_NAME.set(normaliseHeader(name), m);
}

export function findMeasure(value: string) {
  return MEASURE_BY_NAME.get(normaliseHeader(value));
}

const TRIGGER_BY_NAME = new Map<string, { label: string; value: ServerTrigger }>();
for (const t of INSPECTION_TRIGGERS) TRIGGER_BY_NAME.set(normaliseHeader(t.label), t);
for (const [legacy, label] of Object.entries(LEGACY_TRIGGER_LABELS)) {
  const t = INSPECTION_TRIGGERS.find((x) => x.label === label)!;
  TRIGGER_BY_NAME.set(normaliseHeader(legacy), t);
}
for (const value of SERVER_TRIGGERS) {
  TRIGGER_BY_NAME.set(normaliseHeader(value), { label: SERVER_TRIGGER_LABELS[value], value });
  TRIGGER_BY_NAME.set(normaliseHeader(SERVER_TRIGGER_LABELS[value]), {
    label: SERVER_TRIGGER_LABELS[value],
    value,
  });
}

const STATUS_BY_NAME = new Map<string, InspectionStatus>();
for (const s of INSPECTION_STATUSES) {
  STATUS_BY_NAME.set(normaliseHeader(s), s);
  STATUS_BY_NAME.set(normaliseHeader(STATUS_LABELS[s]), s);
}

const OUTCOME_BY_NAME: Record<string, (typeof INSPECTION_OUTCOMES)[number]> = {
  passed: 'PASSED',
  pass: 'PASSED',
  failed: 'FAILED',
  fail: 'FAILED',
  partial: 'PARTIAL',
};
// The labels the Export Data files carry ('Passed - No Issues Found'), so they import back.
for (const outcome of INSPECTION_OUTCOMES)
  OUTCOME_BY_NAME[OUTCOME_LABELS[outcome].toLowerCase()] = outcome;

/** Trailing UK postcode of a one-line address ('12 High St, Leeds LS1 4AP'). */
const TRAILING_POSTCODE = /[,\s]+([A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})\s*$/i;

/**
 * One inspection row: field key -> cell text. Validated with the forms'
 * validators and messages ('Postcode format is invalid', 'Policy ID is
 * required' ...); gives what is stored.
 */
export const InspectionImportRow = z
  .object({
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
    ewiMandatoryBestPractice: choice('ewiMandatoryBestPractice', MANDATORY_BEST_PRACTICE).default(
      '',
    ),
  })
  .transform((row, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
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
  });
export type InspectionImportValues = z.output<typeof InspectionImportRow>;

/** One installer row (field key -> cell text), validated by the installer form's own schema. */
export function parseInstallerRow(row: Record<string, string>) {
  const input: Record<string, unknown> = { ...row };
  const status = matchChoice(row.status, INSTALLER_STATUSES);
  const monitoringType = matchChoice(row.monitoringType, MONITORING_TYPES);
  if (status === undefined) delete input.status;
  else input.status = status;
  if (monitoringType === undefined) delete input.monitoringType;
  else input.monitoringType = monitoringType;
  input.tags = (row.tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  return InstallerFormInput.safeParse(input);
}
export type InstallerImportValues = z.output<typeof InstallerFormInput>;

function matchChoice(value: string | undefined, values: readonly string[]) {
  const v = (value ?? '').trim();
  if (v === '') return undefined;
  return values.find((x) => x.toLowerCase() === v.toLowerCase()) ?? v;
}

/** The field label a Zod issue path names, for the error report's 'column'. */
export function fieldLabel(entity: ImportEntity, key: string): string {
  return fieldsOf(entity).find((x) => x.key === key)?.label ?? key;
}
