import { MEASURE_ANSWER_KEYS } from '@/shared/inspections/checklist-questions';
import { WizardFormShape, type WizardForm } from '@/shared/inspections/wizard-form';

/**
 * A stored draft laid over fresh defaults, field by field: a value the form
 * can no longer hold (an option renamed since it was saved) falls back to its
 * default instead of losing the whole draft.
 */
export function mergeDraftData(defaults: WizardForm, data: unknown): WizardForm {
  if (typeof data !== 'object' || data === null) return defaults;
  const merged: Record<string, unknown> = { ...defaults };
  const shape: Record<string, { safeParse: (value: unknown) => { success: boolean } }> =
    WizardFormShape.shape;
  for (const [key, value] of Object.entries(data)) {
    if (key in shape && value !== undefined && shape[key]?.safeParse(value).success) {
      merged[key] = value;
    }
  }
  return WizardFormShape.parse(merged);
}

/**
 * A new measure makes the old one's certificate and checklist answers
 * meaningless, and the server stores every answer it is sent; clear them so
 * a switch from EWI to CWI cannot carry EWI answers along.
 */
export function applyWizardMeasureChange(form: WizardForm, measureType: string): WizardForm {
  if (form.measureType === measureType) return form;
  const cleared: Partial<WizardForm> = {
    systemCertificate: '',
    customSystemCertificate: '',
    ewiGrading: '',
    ewiInspectionSummary: '',
    ewiIssues: '',
    ewiRecommendedActions: '',
    ewiMandatoryBestPractice: '',
  };
  for (const key of MEASURE_ANSWER_KEYS) cleared[key] = '';
  return { ...form, ...cleared, measureType };
}
