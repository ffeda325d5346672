import type { z } from 'zod';
import type { ApiPayload } from './api-payload';
import { MEASURE_QUESTIONS, type MeasureAnswerKey } from './checklist-questions';
import type { CreateInspectionInput, InspectionSource } from './create-inspection';
import {
  findMeasure,
  isDetailedMeasure,
  MEASURE_CATEGORY_LABELS,
  type MeasureCategory,
} from './measures';
import { buildSinglePageNotes, buildWizardNotes, resolveCertificate } from './notes';
import type { SinglePageForm } from './single-page-form';
import type { InspectionStatus } from './statuses';
import { mapTrigger, SERVER_TRIGGER_LABELS, type ServerTrigger } from './triggers';
import { normalisePostcode } from './validation';
import type { WizardForm } from './wizard-form';

// What an inspection stores, derived from each way of registering one; the input
// schemas it is derived from are in create-inspection.ts.

/** Everything an inspection stores, spec payload first, then what the forms add. */
export type InspectionRecord = {
  source: InspectionSource;
  status: InspectionStatus;
  policyId: string;
  customerName: string;
  customerForename: string;
  customerSurname: string;
  customerEmail: string | null;
  customerPhone: string | null;
  propertyAddress: string;
  addressLine1: string;
  addressTown: string;
  addressPostcode: string;
  measureType: MeasureCategory;
  installerName: string;
  installerCompany: string;
  installerEmail: string | null;
  trigger: ServerTrigger;
  scheduledDate: string | null;
  notes: string;
  measureCode: string;
  measureLabel: string;
  triggerLabel: string;
  systemCertificate: string | null;
  invoiceReference: string | null;
  servicesAdjusted: string | null;
  propertyType: string | null;
  propertyBedrooms: number | null;
  propertyFloors: number | null;
  customerTitle: string | null;
  installerPhone: string | null;
  qmpCert: string | null;
  scheduledTime: string | null;
  onsiteRemote: string | null;
  inspectionType: string | null;
  inspectorName: string | null;
  specialRequirements: string | null;
  additionalNotes: string | null;
  completedDate: string | null;
  outcome: string | null;
  defectsFound: boolean | null;
  defectDetails: string | null;
  remedialActionRequired: boolean | null;
  remedialActionDetails: string | null;
  certificateIssued: boolean | null;
  certificateNumber: string | null;
  answers: Partial<Record<MeasureAnswerKey, 'Pass' | 'Fail'>>;
  ewiGrading: string | null;
  ewiInspectionSummary: string | null;
  ewiIssues: string | null;
  ewiRecommendedActions: string | null;
  ewiMandatoryBestPractice: string | null;
};

const orNull = (value: string | null | undefined) =>
  value && value.trim() !== '' ? value.trim() : null;
const TBD = 'TBD';

function fromSinglePage(form: SinglePageForm): InspectionRecord {
  const measure = findMeasure(form.measureType)!;
  const postcode = normalisePostcode(form.postcode);
  return {
    ...emptyExtras(),
    source: 'SINGLE_PAGE',
    status: 'PENDING',
    policyId: form.policyId.trim(),
    customerName: TBD,
    customerForename: TBD,
    customerSurname: TBD,
    customerEmail: null,
    customerPhone: null,
    propertyAddress: `${form.addressLine1.trim()}, ${postcode}`,
    addressLine1: form.addressLine1.trim(),
    addressTown: TBD,
    addressPostcode: postcode,
    measureType: measure.category,
    installerName: form.installerName.trim(),
    installerCompany: form.installerName.trim(),
    installerEmail: orNull(form.installerEmail),
    trigger: mapTrigger(form.inspectionTrigger)!,
    scheduledDate: form.inspectionDate,
    notes: buildSinglePageNotes(form),
    measureCode: measure.code,
    measureLabel: measure.label,
    triggerLabel: form.inspectionTrigger,
    systemCertificate: orNull(resolveCertificate(form)),
    invoiceReference: orNull(form.invoiceReference),
    servicesAdjusted: orNull(form.servicesAdjusted),
    qmpCert: orNull(form.qmpCert),
    onsiteRemote: form.onsiteRemote,
    inspectionType: form.inspectionType,
    inspectorName: orNull(form.inspectorName),
  };
}

const STATUS_BY_OUTCOME: Record<string, InspectionStatus> = {
  PASSED: 'PASSED',
  FAILED: 'FAILED',
  PARTIAL: 'REQUIRES_FOLLOW_UP',
};

function fromWizard(
  form: WizardForm,
  source: 'SCHEDULE_WIZARD' | 'COMPLETED_WIZARD',
): InspectionRecord {
  const isSchedule = source === 'SCHEDULE_WIZARD';
  const measure = findMeasure(form.measureType)!;
  const postcode = normalisePostcode(form.addressPostcode);
  const answers: InspectionRecord['answers'] = {};
  // Only the chosen measure's questions: answers left over from another measure are not kept.
  const questions = isDetailedMeasure(measure.code) ? MEASURE_QUESTIONS[measure.code] : [];
  for (const { key } of questions) if (form[key]) answers[key] = form[key];
  return {
    source,
    status: isSchedule ? 'PENDING' : (STATUS_BY_OUTCOME[form.inspectionOutcome] ?? 'PASSED'),
    policyId: form.policyId.trim(),
    customerName: `${form.customerForename.trim()} ${form.customerSurname.trim()}`,
    customerForename: form.customerForename.trim(),
    customerSurname: form.customerSurname.trim(),
    customerEmail: orNull(form.customerEmail),
    customerPhone: orNull(form.customerPhone),
    propertyAddress: [form.addressLine1.trim(), form.addressTown.trim(), postcode].join(', '),
    addressLine1: form.addressLine1.trim(),
    addressTown: form.addressTown.trim(),
    addressPostcode: postcode,
    measureType: measure.category,
    installerName: form.installerName.trim(),
    installerCompany: form.installerCompany.trim(),
    installerEmail: orNull(form.installerEmail),
    // The completed wizard always sends QUALITY_ASSURANCE (spec 01 section 7).
    trigger: isSchedule ? mapTrigger(form.inspectionTrigger)! : 'QUALITY_ASSURANCE',
    scheduledDate: isSchedule ? form.scheduledDate : form.completedDate,
    notes: buildWizardNotes(form, isSchedule ? 'schedule' : 'completed'),
    measureCode: measure.code,
    measureLabel: measure.label,
    triggerLabel: isSchedule ? form.inspectionTrigger : 'Quality Assurance',
    systemCertificate: orNull(resolveCertificate(form)),
    invoiceReference: orNull(form.invoiceReference),
    servicesAdjusted: orNull(form.servicesAdjusted),
    propertyType: orNull(form.propertyType),
    propertyBedrooms: form.propertyBedrooms,
    propertyFloors: form.propertyFloors,
    customerTitle: orNull(form.customerTitle),
    installerPhone: orNull(form.installerPhone),
    qmpCert: orNull(form.qmpCert),
    scheduledTime: isSchedule ? orNull(form.scheduledTime) : null,
    onsiteRemote: isSchedule ? form.onsiteRemote : null,
    inspectionType: isSchedule ? orNull(form.inspectionType) : null,
    inspectorName: orNull(form.inspectorName),
    specialRequirements: isSchedule ? orNull(form.specialRequirements) : null,
    additionalNotes: orNull(form.additionalNotes),
    completedDate: isSchedule ? null : form.completedDate,
    outcome: isSchedule ? null : orNull(form.inspectionOutcome),
    defectsFound: isSchedule ? null : form.defectsFound,
    defectDetails: !isSchedule && form.defectsFound ? orNull(form.defectDetails) : null,
    remedialActionRequired: isSchedule ? null : form.remedialActionRequired,
    remedialActionDetails:
      !isSchedule && form.remedialActionRequired ? orNull(form.remedialActionDetails) : null,
    certificateIssued: isSchedule ? null : form.certificateIssued,
    certificateNumber:
      !isSchedule && form.certificateIssued ? orNull(form.certificateNumber) : null,
    answers: isSchedule ? {} : answers,
    ewiGrading: !isSchedule && measure.code === 'EWI' ? orNull(form.ewiGrading) : null,
    ewiInspectionSummary:
      !isSchedule && measure.code === 'EWI' ? orNull(form.ewiInspectionSummary) : null,
    ewiIssues: !isSchedule && measure.code === 'EWI' ? orNull(form.ewiIssues) : null,
    ewiRecommendedActions:
      !isSchedule && measure.code === 'EWI' ? orNull(form.ewiRecommendedActions) : null,
    ewiMandatoryBestPractice:
      !isSchedule && measure.code === 'EWI' ? orNull(form.ewiMandatoryBestPractice) : null,
  };
}

/** The fields a registration that is not one of the forms leaves empty (API, sampling). */
export function emptyExtras() {
  return {
    propertyType: null,
    propertyBedrooms: null,
    propertyFloors: null,
    customerTitle: null,
    installerPhone: null,
    scheduledTime: null,
    specialRequirements: null,
    additionalNotes: null,
    completedDate: null,
    outcome: null,
    defectsFound: null,
    defectDetails: null,
    remedialActionRequired: null,
    remedialActionDetails: null,
    certificateIssued: null,
    certificateNumber: null,
    answers: {},
    ewiGrading: null,
    ewiInspectionSummary: null,
    ewiIssues: null,
    ewiRecommendedActions: null,
    ewiMandatoryBestPractice: null,
  };
}

/** The flat payload as sent; what it leaves out is derived or empty. */
function fromApiPayload(payload: ApiPayload): InspectionRecord {
  const measureType = payload.measureType.trim() as MeasureCategory;
  const trigger = payload.trigger.trim() as ServerTrigger;
  const forename = payload.customerForename.trim();
  const surname = payload.customerSurname.trim();
  const postcode = normalisePostcode(payload.addressPostcode);
  const line1 = payload.addressLine1.trim();
  const town = payload.addressTown.trim();
  return {
    ...emptyExtras(),
    source: 'API',
    status: 'PENDING',
    policyId: payload.policyId.trim(),
    customerName: orNull(payload.customerName) ?? `${forename} ${surname}`,
    customerForename: forename,
    customerSurname: surname,
    customerEmail: orNull(payload.customerEmail),
    customerPhone: orNull(payload.customerPhone),
    propertyAddress: orNull(payload.propertyAddress) ?? [line1, town, postcode].join(', '),
    addressLine1: line1,
    addressTown: town,
    addressPostcode: postcode,
    measureType,
    installerName: payload.installerName.trim(),
    installerCompany: payload.installerCompany.trim(),
    installerEmail: orNull(payload.installerEmail),
    trigger,
    scheduledDate: payload.scheduledDate.trim(),
    notes: payload.notes.trim(),
    // The payload names a category only: it stands for the measure too.
    measureCode: measureType,
    measureLabel: MEASURE_CATEGORY_LABELS[measureType],
    triggerLabel: SERVER_TRIGGER_LABELS[trigger],
    systemCertificate: null,
    invoiceReference: null,
    servicesAdjusted: null,
    qmpCert: null,
    onsiteRemote: null,
    inspectionType: null,
    inspectorName: null,
  };
}

/** What gets stored for a validated submission. */
export function buildInspectionRecord(
  input: z.output<typeof CreateInspectionInput>,
): InspectionRecord {
  if (input.source === 'SINGLE_PAGE') return fromSinglePage(input.form);
  if (input.source === 'SCHEDULE_WIZARD' || input.source === 'COMPLETED_WIZARD') {
    return fromWizard(input.form, input.source);
  }
  return fromApiPayload(input);
}
