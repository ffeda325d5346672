import { z } from 'zod';
import { CUSTOM_CERTIFICATE, MEASURE_CODES, SERVICES_ADJUSTED_MEASURES } from './measures';
import { INSPECTION_TYPES, ONSITE_REMOTE, SERVICES_ADJUSTED } from './options';
import { DEFAULT_TRIGGER_LABEL, TRIGGER_LABELS } from './triggers';
import {
  DIGITS_ONLY,
  isIsoDate,
  isBlank,
  isUkPostcode,
  maxLengthMessage,
  TEXT_MAX,
  type FieldError,
} from './validation';

const text = (field: string, max = TEXT_MAX) => z.string().max(max, maxLengthMessage(field, max));
/** The inspector is chosen from the tenant's INSPECTOR users (issue 28 point 6), or left empty. */
export const INSPECTOR_USER_ID = z.union([
  z.uuid('Choose an inspector from the list'),
  z.literal(''),
]);

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]);

/** Shape of the single-page 'Register New Inspection' form (spec 01 section 3). */
export const SinglePageFormShape = z.object({
  policyId: text('Policy ID', 50),
  installerName: text('Installer name'),
  installerEmail: text('Installer email'),
  qmpCert: text('QMP certificate', 50),
  systemCertificate: text('System certificate'),
  customSystemCertificate: text('Custom system certificate').default(''),
  addressLine1: text('Address'),
  postcode: text('Postcode', 10),
  inspectionTrigger: z.enum(TRIGGER_LABELS),
  inspectorUserId: INSPECTOR_USER_ID,
  // The chosen inspector's name for the notes; the server sets it from inspectorUserId.
  inspectorName: text('Inspector name'),
  onsiteRemote: z.enum(ONSITE_REMOTE),
  inspectionType: z.enum(INSPECTION_TYPES),
  inspectionDate: z.string().max(10),
  measureType: choice(MEASURE_CODES),
  invoiceReference: text('Invoice reference', 100),
  servicesAdjusted: choice(SERVICES_ADJUSTED),
});
export type SinglePageForm = z.infer<typeof SinglePageFormShape>;

/**
 * The spec's checks in its order; the form shows the first failure only.
 * Returns every failure in order so the server can report them all.
 */
export function listSinglePageFormErrors(form: SinglePageForm): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (field: keyof SinglePageForm, message: string) => errors.push({ field, message });
  if (isBlank(form.policyId)) fail('policyId', 'Policy ID is required');
  if (isBlank(form.installerName)) fail('installerName', 'Installer name is required');
  if (isBlank(form.addressLine1)) fail('addressLine1', 'Address is required');
  if (isBlank(form.postcode)) fail('postcode', 'Postcode is required');
  if (isBlank(form.measureType)) fail('measureType', 'Measure type is required');
  if (isBlank(form.inspectionDate)) fail('inspectionDate', 'Inspection date is required');
  if (form.measureType === 'IWI' && isBlank(form.invoiceReference)) {
    fail('invoiceReference', 'Invoice reference is required for IWI inspections');
  }
  if (!isBlank(form.policyId) && !DIGITS_ONLY.test(form.policyId.trim())) {
    fail('policyId', 'Policy ID should contain only numbers');
  }
  if (!isBlank(form.postcode) && !isUkPostcode(form.postcode)) {
    fail('postcode', 'Please enter a valid UK postcode (e.g., SW1A 1AA)');
  }
  if (!isBlank(form.inspectionDate) && !isIsoDate(form.inspectionDate)) {
    fail('inspectionDate', 'Inspection date format is invalid');
  }
  if (form.systemCertificate === CUSTOM_CERTIFICATE && isBlank(form.customSystemCertificate)) {
    fail('customSystemCertificate', 'Custom system certificate is required');
  }
  return errors;
}

/** The same rules as a Zod schema, for the procedure and the form resolver. */
export const SinglePageFormInput = SinglePageFormShape.superRefine((form, ctx) => {
  for (const error of listSinglePageFormErrors(form)) {
    ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  }
});

/** Required fields the progress bar counts (invoice reference only for IWI). */
export function listSinglePageRequiredFields(
  form: Pick<SinglePageForm, 'measureType'>,
): (keyof SinglePageForm)[] {
  const fields: (keyof SinglePageForm)[] = [
    'policyId',
    'installerName',
    'addressLine1',
    'postcode',
    'measureType',
    'inspectionDate',
  ];
  if (form.measureType === 'IWI') fields.push('invoiceReference');
  return fields;
}

export function calculateSinglePageProgress(form: SinglePageForm): number {
  const fields = listSinglePageRequiredFields(form);
  const filled = fields.filter((f) => !isBlank(String(form[f] ?? ''))).length;
  return Math.round((filled / fields.length) * 100);
}

/** Changing the measure clears certificate and invoice; services adjusted resets to Yes for IWI/RIRI, else empties. */
export function applySinglePageMeasureChange(
  form: SinglePageForm,
  measureType: SinglePageForm['measureType'],
): SinglePageForm {
  return {
    ...form,
    measureType,
    systemCertificate: '',
    customSystemCertificate: '',
    invoiceReference: '',
    servicesAdjusted: SERVICES_ADJUSTED_MEASURES.includes(measureType) ? 'Yes' : '',
  };
}

export function createSinglePageFormDefaults(today: string): SinglePageForm {
  return {
    policyId: '',
    installerName: '',
    installerEmail: '',
    qmpCert: '',
    systemCertificate: '',
    customSystemCertificate: '',
    addressLine1: '',
    postcode: '',
    inspectionTrigger: DEFAULT_TRIGGER_LABEL,
    inspectorUserId: '',
    inspectorName: '',
    onsiteRemote: 'Onsite',
    inspectionType: 'Third-Party C3',
    inspectionDate: today,
    measureType: '',
    invoiceReference: '',
    servicesAdjusted: 'Yes',
  };
}
