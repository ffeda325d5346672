import type { SinglePageForm, SinglePageFormInput } from '@/shared/inspections/single-page-form';
import type { FieldError } from '@/shared/inspections/validation';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** What the form holds: the schema's input, where defaulted fields may be missing. */
export type SinglePageValues = z.input<typeof SinglePageFormInput>;
export type SinglePageFormApi = UseFormReturn<SinglePageValues, unknown, SinglePageForm>;

/** The shared helpers take the parsed shape; the form only ever lacks the defaulted field. */
export function toSinglePageForm(values: SinglePageValues): SinglePageForm {
  return { ...values, customSystemCertificate: values.customSystemCertificate ?? '' };
}

/** The one error region of the form (spec: only the first failure is shown). */
export const SINGLE_PAGE_ERROR_ID = 'register-inspection-error';

export const fieldId = (field: keyof SinglePageForm) => `register-${field}`;

/** Error props for a field: the message renders under the field that failed first. */
export function errorPropsFor(error: FieldError | null, field: keyof SinglePageForm) {
  return error?.field === field
    ? { errorId: SINGLE_PAGE_ERROR_ID, errorMessage: error.message }
    : {};
}

export type SectionProps = { form: SinglePageFormApi; error: FieldError | null };
