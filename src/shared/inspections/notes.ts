import { OUTCOME_LABELS } from './options';
import type { SinglePageForm } from './single-page-form';
import type { WizardForm, WizardVariant } from './wizard-form';

const line = (label: string, value: string | null | undefined) =>
  value && value.trim() !== '' ? `${label}: ${value.trim()}` : null;

export function resolveCertificate(form: {
  systemCertificate: string;
  customSystemCertificate: string;
}) {
  return form.systemCertificate === 'custom'
    ? form.customSystemCertificate.trim()
    : form.systemCertificate.trim();
}

/** Notes text of the single-page form: QMP, certificate, inspector, type, mode, then invoice and services if present. */
export function buildSinglePageNotes(form: SinglePageForm): string {
  return [
    `QMP Certificate: ${form.qmpCert.trim() || 'N/A'}`,
    `System Certificate: ${resolveCertificate(form) || 'N/A'}`,
    `Inspector: ${form.inspectorName.trim() || 'N/A'}`,
    `Inspection Type: ${form.inspectionType}`,
    `Mode: ${form.onsiteRemote}`,
    line('Invoice Reference', form.invoiceReference),
    line('Services Adjusted', form.servicesAdjusted),
  ]
    .filter(Boolean)
    .join('\n');
}

/** Wizard notes: the user's additional notes, else a summary of what was entered. */
export function buildWizardNotes(form: WizardForm, variant: WizardVariant): string {
  if (form.additionalNotes.trim() !== '') return form.additionalNotes.trim();
  const common = [
    line('System Certificate', resolveCertificate(form)),
    line('Invoice Reference', form.invoiceReference),
    line('Services Adjusted', form.servicesAdjusted),
  ];
  const parts =
    variant === 'schedule'
      ? [
          line('Inspector', form.inspectorName),
          line('Inspection Type', form.inspectionType),
          line('Mode', form.onsiteRemote),
          line('Special Requirements', form.specialRequirements),
          ...common,
        ]
      : [
          ...common,
          line('Outcome', form.inspectionOutcome ? OUTCOME_LABELS[form.inspectionOutcome] : ''),
          `Defects Found: ${form.defectsFound ? 'Yes' : 'No'}`,
          form.defectsFound ? line('Defect Details', form.defectDetails) : null,
          `Certificate Issued: ${form.certificateIssued ? 'Yes' : 'No'}`,
          form.certificateIssued ? line('Certificate Number', form.certificateNumber) : null,
          line('Inspector', form.inspectorName),
        ];
  return parts.filter(Boolean).join('\n');
}
