import { formatDate } from '@/shared/format';
import {
  EWI_GRADING_DESCRIPTIONS,
  MEASURE_QUESTIONS,
} from '@/shared/inspections/checklist-questions';
import { findMeasure, isDetailedMeasure } from '@/shared/inspections/measures';
import { resolveCertificate } from '@/shared/inspections/notes';
import { OUTCOME_LABELS } from '@/shared/inspections/options';
import type { WizardForm, WizardVariant } from '@/shared/inspections/wizard-form';

export type ReviewItem = { label: string; value: string };
export type ReviewSection = { step: number; title: string; items: ReviewItem[] };

const NOT_GIVEN = 'N/A';
const text = (value: string | number | null | undefined) => {
  const shown = value === null || value === undefined ? '' : String(value).trim();
  return shown === '' ? NOT_GIVEN : shown;
};
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function describeMeasure(form: WizardForm): ReviewItem[] {
  const measure = findMeasure(form.measureType);
  return [
    {
      label: 'Measure type',
      value: measure ? `${measure.short} (${measure.description})` : NOT_GIVEN,
    },
    { label: 'Policy ID', value: text(form.policyId) },
  ];
}

function describeMeasureDetails(form: WizardForm, variant: WizardVariant): ReviewItem[] {
  const items = [
    { label: 'System certificate', value: text(resolveCertificate(form)) },
    { label: 'Invoice reference', value: text(form.invoiceReference) },
    { label: 'Services adjusted', value: text(form.servicesAdjusted) },
  ];
  if (variant !== 'completed' || !isDetailedMeasure(form.measureType)) return items;
  for (const question of MEASURE_QUESTIONS[form.measureType]) {
    items.push({ label: question.label, value: text(form[question.key]) });
  }
  if (form.measureType === 'EWI') {
    const grading = form.ewiGrading;
    items.push(
      {
        label: 'Overall grading',
        value: grading ? `${grading} (${EWI_GRADING_DESCRIPTIONS[grading]})` : NOT_GIVEN,
      },
      { label: 'Inspection summary', value: text(form.ewiInspectionSummary) },
      { label: 'Issues', value: text(form.ewiIssues) },
      { label: 'Recommended actions', value: text(form.ewiRecommendedActions) },
      { label: 'Mandatory or best practice', value: text(form.ewiMandatoryBestPractice) },
    );
  }
  return items;
}

function describeProperty(form: WizardForm, variant: WizardVariant): ReviewItem[] {
  const items = [
    { label: 'Address line 1', value: text(form.addressLine1) },
    { label: 'Town/City', value: text(form.addressTown) },
    { label: 'Postcode', value: text(form.addressPostcode.toUpperCase()) },
  ];
  if (variant === 'schedule') {
    items.push(
      { label: 'Property type', value: text(form.propertyType) },
      { label: 'Bedrooms', value: text(form.propertyBedrooms) },
      { label: 'Floors', value: text(form.propertyFloors) },
    );
  }
  return items;
}

function describeCustomer(form: WizardForm): ReviewItem[] {
  const name = [form.customerTitle, form.customerForename.trim(), form.customerSurname.trim()];
  return [
    { label: 'Name', value: text(name.filter(Boolean).join(' ')) },
    { label: 'Email', value: text(form.customerEmail) },
    { label: 'Phone', value: text(form.customerPhone) },
  ];
}

function describeInstaller(form: WizardForm): ReviewItem[] {
  return [
    { label: 'Installer name', value: text(form.installerName) },
    { label: 'Installer company', value: text(form.installerCompany) },
    { label: 'QMP certificate', value: text(form.qmpCert) },
    { label: 'Installer email', value: text(form.installerEmail) },
    { label: 'Installer phone', value: text(form.installerPhone) },
  ];
}

function describeScheduling(form: WizardForm): ReviewItem[] {
  return [
    { label: 'Inspection date', value: formatDate(form.scheduledDate) },
    { label: 'Preferred time', value: text(form.scheduledTime) },
    { label: 'Inspection type', value: text(form.inspectionType) },
    { label: 'Onsite or remote', value: form.onsiteRemote },
    { label: 'Inspector name', value: text(form.inspectorName) },
    { label: 'Inspection trigger', value: form.inspectionTrigger },
    { label: 'Special requirements', value: text(form.specialRequirements) },
  ];
}

function describeResults(form: WizardForm): ReviewItem[] {
  const outcome = form.inspectionOutcome;
  const items = [
    { label: 'Completed date', value: formatDate(form.completedDate) },
    { label: 'Inspection outcome', value: outcome ? OUTCOME_LABELS[outcome] : NOT_GIVEN },
    { label: 'Defects found', value: yesNo(form.defectsFound) },
  ];
  if (form.defectsFound) items.push({ label: 'Defect details', value: text(form.defectDetails) });
  items.push({ label: 'Remedial action required', value: yesNo(form.remedialActionRequired) });
  if (form.remedialActionRequired) {
    items.push({ label: 'Remedial action details', value: text(form.remedialActionDetails) });
  }
  items.push({ label: 'Certificate issued', value: yesNo(form.certificateIssued) });
  if (form.certificateIssued) {
    items.push({ label: 'Certificate number', value: text(form.certificateNumber) });
  }
  items.push({ label: 'Inspector name', value: text(form.inspectorName) });
  return items;
}

/** The review step's read-only summary: one section per earlier step, in step order. */
export function buildReviewSections(
  form: WizardForm,
  variant: WizardVariant,
  steps: readonly string[],
): ReviewSection[] {
  const builders = [
    describeMeasure(form),
    describeMeasureDetails(form, variant),
    describeProperty(form, variant),
    describeCustomer(form),
    describeInstaller(form),
    variant === 'schedule' ? describeScheduling(form) : describeResults(form),
  ];
  return builders.map((items, step) => ({ step, title: steps[step] ?? '', items }));
}
