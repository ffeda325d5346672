import { FUTURE_COMPLETION_MESSAGE, isAfterToday } from '../dates';
import { z } from 'zod';
import { DEFAULT_TENANT_ID } from '../roles';
import {
  EWI_GRADINGS,
  MANDATORY_BEST_PRACTICE,
  MEASURE_ANSWER_KEYS,
  MEASURE_QUESTIONS,
  PASS_FAIL,
} from './checklist-questions';
import {
  CUSTOM_CERTIFICATE,
  isDetailedMeasure,
  SERVICES_ADJUSTED_MEASURES,
  MEASURE_CODES,
} from './measures';
import {
  BEDROOMS,
  CUSTOMER_TITLES,
  FLOORS,
  INSPECTION_OUTCOMES,
  ONSITE_REMOTE,
  PROPERTY_TYPES,
  SERVICES_ADJUSTED,
  WIZARD_DEFAULT_DAYS_AHEAD,
  INSPECTION_TYPES,
} from './options';
import {
  DEFAULT_TRIGGER,
  DEFAULT_TRIGGER_LABEL,
  INSPECTION_TRIGGERS,
  TRIGGER_LABELS,
} from './triggers';
import { INSPECTOR_USER_ID } from './single-page-form';
import {
  EMAIL_SHAPE,
  formatMessage,
  isBlank,
  isIsoDate,
  isUkPostcode,
  LONG_TEXT_MAX,
  maxLengthMessage,
  minLengthMessage,
  requiredMessage,
  TEXT_MAX,
  toLocalIsoDate,
  type FieldError,
} from './validation';

export const WIZARD_VARIANTS = ['schedule', 'completed'] as const;
export type WizardVariant = (typeof WIZARD_VARIANTS)[number];

/** '{Field name in words}' for the generic messages. */
export const WIZARD_FIELD_LABELS = {
  measureType: 'Measure type',
  policyId: 'Policy ID',
  addressLine1: 'Address line 1',
  addressTown: 'Town/City',
  addressPostcode: 'Postcode',
  customerForename: 'Customer first name',
  customerSurname: 'Customer last name',
  customerEmail: 'Customer email',
  installerName: 'Installer name',
  installerCompany: 'Installer company',
  scheduledDate: 'Scheduled date',
  completedDate: 'Completed date',
  inspectionOutcome: 'Inspection outcome',
  customSystemCertificate: 'Custom system certificate',
} as const;

const text = (field: string, max = TEXT_MAX) =>
  z.string().max(max, maxLengthMessage(field, max)).default('');
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).default('');
const passFail = optionalChoice(PASS_FAIL);

const answersShape = Object.fromEntries(
  MEASURE_ANSWER_KEYS.map((key) => [key, passFail]),
) as Record<(typeof MEASURE_ANSWER_KEYS)[number], typeof passFail>;

/** Every field of the wizard draft (spec 01 section 3 'Wizard draft'). Structure only; step rules below. */
export const WizardFormShape = z.object({
  measureType: optionalChoice(MEASURE_CODES),
  policyId: text('Policy ID', 50),
  systemCertificate: text('System certificate'),
  customSystemCertificate: text('Custom system certificate'),
  invoiceReference: text('Invoice reference', 100),
  servicesAdjusted: z.union([z.enum(SERVICES_ADJUSTED), z.literal('')]).default('Yes'),
  addressLine1: text('Address line 1'),
  addressTown: text('Town/City', 100),
  addressPostcode: text('Postcode', 10),
  propertyType: optionalChoice(PROPERTY_TYPES),
  propertyBedrooms: z.number().int().min(BEDROOMS.min).max(BEDROOMS.max).nullable().default(null),
  propertyFloors: z.number().int().min(FLOORS.min).max(FLOORS.max).nullable().default(null),
  customerTitle: optionalChoice(CUSTOMER_TITLES),
  customerForename: text('Customer first name', 100),
  customerSurname: text('Customer last name', 100),
  customerEmail: text('Customer email'),
  customerPhone: text('Customer phone', 30),
  installerName: text('Installer name'),
  installerCompany: text('Installer company'),
  installerEmail: text('Installer email'),
  installerPhone: text('Installer phone', 30),
  qmpCert: text('QMP certificate', 50),
  additionalNotes: text('Additional notes', LONG_TEXT_MAX),
  trigger: z
    .enum([...new Set(INSPECTION_TRIGGERS.map((t) => t.value))] as [string, ...string[]])
    .default(DEFAULT_TRIGGER),
  tenantId: z.string().default(DEFAULT_TENANT_ID),
  // Schedule only
  scheduledDate: z.string().max(10).default(''),
  scheduledTime: z
    .union([
      z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, formatMessage('Preferred time')),
      z.literal(''),
    ])
    .default(''),
  onsiteRemote: z.enum(ONSITE_REMOTE).default('Onsite'),
  inspectionType: z.union([z.enum(INSPECTION_TYPES), z.literal('')]).default('Third-Party C3'),
  inspectionTrigger: z.enum(TRIGGER_LABELS).default(DEFAULT_TRIGGER_LABEL),
  inspectorUserId: INSPECTOR_USER_ID.default(''),
  // The chosen inspector's name for the review and notes; the server sets it from inspectorUserId.
  inspectorName: text('Inspector name'),
  specialRequirements: text('Special requirements', LONG_TEXT_MAX),
  // Completed only
  completedDate: z.string().max(10).default(''),
  inspectionOutcome: optionalChoice(INSPECTION_OUTCOMES),
  defectsFound: z.boolean().default(false),
  defectDetails: text('Defect details', LONG_TEXT_MAX),
  remedialActionRequired: z.boolean().default(false),
  remedialActionDetails: text('Remedial action details', LONG_TEXT_MAX),
  certificateIssued: z.boolean().default(true),
  certificateNumber: text('Certificate number', 100),
  // Measure-specific answers
  ...answersShape,
  ewiGrading: optionalChoice(EWI_GRADINGS),
  ewiInspectionSummary: text('Inspection summary', LONG_TEXT_MAX),
  ewiIssues: text('Issues', LONG_TEXT_MAX),
  ewiRecommendedActions: text('Recommended actions', LONG_TEXT_MAX),
  ewiMandatoryBestPractice: optionalChoice(MANDATORY_BEST_PRACTICE),
});
export type WizardForm = z.infer<typeof WizardFormShape>;

export const WIZARD_STEPS = {
  schedule: [
    'Measure & Policy',
    'Measure-Specific Details',
    'Property Details',
    'Customer Information',
    'Installer Details',
    'Scheduling',
    'Review & Submit',
  ],
  completed: [
    'Measure & Policy',
    'Measure-Specific Details',
    'Property Details',
    'Customer Information',
    'Installer Details',
    'Inspection Results',
    'Review & Submit',
  ],
} as const satisfies Record<WizardVariant, readonly string[]>;

type Check = (
  form: WizardForm,
  variant: WizardVariant,
  fail: (field: string, message: string) => void,
) => void;

const requireText =
  (field: keyof typeof WIZARD_FIELD_LABELS, min?: number): Check =>
  (form, _v, fail) => {
    const value = String(form[field as keyof WizardForm] ?? '');
    const label = WIZARD_FIELD_LABELS[field];
    if (isBlank(value)) fail(field, requiredMessage(label));
    else if (min !== undefined && value.trim().length < min)
      fail(field, minLengthMessage(label, min));
  };

const STEP_CHECKS: readonly (readonly Check[])[] = [
  [requireText('measureType'), requireText('policyId')],
  [
    (form, variant, fail) => {
      if (SERVICES_ADJUSTED_MEASURES.includes(form.measureType) && isBlank(form.servicesAdjusted)) {
        fail('servicesAdjusted', 'Services adjusted selection is required for this measure type');
      }
      if (form.systemCertificate === CUSTOM_CERTIFICATE && isBlank(form.customSystemCertificate)) {
        fail(
          'customSystemCertificate',
          requiredMessage(WIZARD_FIELD_LABELS.customSystemCertificate),
        );
      }
      if (variant !== 'completed' || !isDetailedMeasure(form.measureType)) return;
      if (form.measureType === 'EWI' && isBlank(form.ewiGrading)) {
        fail('ewiGrading', 'Overall grading is required for EWI inspections');
      }
      for (const question of MEASURE_QUESTIONS[form.measureType]) {
        if (question.required && isBlank(form[question.key])) {
          fail(
            question.key,
            `${question.label} assessment is required for ${form.measureType} inspections`,
          );
        }
      }
    },
  ],
  [
    requireText('addressLine1', 5),
    requireText('addressTown', 2),
    (form, _v, fail) => {
      if (isBlank(form.addressPostcode))
        fail('addressPostcode', requiredMessage(WIZARD_FIELD_LABELS.addressPostcode));
      else if (!isUkPostcode(form.addressPostcode))
        fail('addressPostcode', formatMessage(WIZARD_FIELD_LABELS.addressPostcode));
    },
  ],
  [
    requireText('customerForename', 1),
    requireText('customerSurname', 1),
    (form, _v, fail) => {
      if (!isBlank(form.customerEmail) && !EMAIL_SHAPE.test(form.customerEmail.trim())) {
        fail('customerEmail', formatMessage(WIZARD_FIELD_LABELS.customerEmail));
      }
    },
  ],
  [requireText('installerName', 2), requireText('installerCompany', 2)],
  [
    (form, variant, fail) => {
      const field = variant === 'schedule' ? 'scheduledDate' : 'completedDate';
      requireText(field)(form, variant, fail);
      if (!isBlank(form[field]) && !isIsoDate(form[field]))
        fail(field, formatMessage(WIZARD_FIELD_LABELS[field]));
      else if (variant === 'completed' && isAfterToday(form.completedDate))
        fail('completedDate', FUTURE_COMPLETION_MESSAGE);
      if (variant === 'completed') requireText('inspectionOutcome')(form, variant, fail);
    },
  ],
  [],
];

/** Errors of one step (0-based), in field order. */
export function validateWizardStep(
  step: number,
  form: WizardForm,
  variant: WizardVariant,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const check of STEP_CHECKS[step] ?? [])
    check(form, variant, (field, message) => errors.push({ field, message }));
  return errors;
}

/** Every step's errors: what the last step and the server check. */
export function validateWizard(form: WizardForm, variant: WizardVariant): FieldError[] {
  return STEP_CHECKS.flatMap((_, step) => validateWizardStep(step, form, variant));
}

export function createWizardDefaults(variant: WizardVariant, now: Date = new Date()): WizardForm {
  const base = WizardFormShape.parse({});
  return variant === 'schedule'
    ? {
        ...base,
        scheduledDate: toLocalIsoDate(
          new Date(now.getTime() + WIZARD_DEFAULT_DAYS_AHEAD * 86_400_000),
        ),
      }
    : { ...base, completedDate: toLocalIsoDate(now), inspectionOutcome: 'PASSED' };
}

/** The form schema with every step's rules, for the procedure. */
export function wizardSubmissionSchema(variant: WizardVariant) {
  return WizardFormShape.superRefine((form, ctx) => {
    for (const error of validateWizard(form, variant))
      ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  });
}
