import { z } from 'zod';
import { ApiPayloadInput } from './api-payload';
import { SinglePageFormInput } from './single-page-form';
import type { InspectionStatus } from './statuses';
import { wizardSubmissionSchema } from './wizard-form';

export const INSPECTION_SOURCES = [
  'SINGLE_PAGE',
  'SCHEDULE_WIZARD',
  'COMPLETED_WIZARD',
  'API',
  // Registered from an accepted sampling proposal (issue 30 point 6, docs/sampling.md).
  'SAMPLING',
] as const;
export type InspectionSource = (typeof INSPECTION_SOURCES)[number];

/**
 * inspection.createInspectionDirect input: the form that was filled in, checked
 * with the same schema as the form. The server derives the spec's payload
 * (customerName, propertyAddress, measureType, trigger, scheduledDate, notes)
 * from it with buildInspectionRecord, so a client cannot send values that
 * disagree with the form (docs/decisions/003-inspection-registration.md).
 * An API client may instead send the spec's flat payload itself (spec 01
 * section 7), with no `source` (or `source: 'API'`), checked by ApiPayloadInput.
 */
/**
 * A form registration of a policy ID and measure already registered is refused
 * with a warning (DuplicateRegistrationWarning) until it is sent again with
 * confirmDuplicate (issue 28 point 6).
 */
const CONFIRM_DUPLICATE = z.boolean().default(false);

export type DuplicateRegistration = { id: string; reference: string; status: InspectionStatus };
export type DuplicateRegistrationWarning = {
  kind: 'DUPLICATE_REGISTRATION';
  duplicates: DuplicateRegistration[];
};

export function duplicateRegistrationMessage(
  policyId: string,
  measureLabel: string,
  count: number,
) {
  const already = count === 1 ? 'an inspection' : `${count} inspections`;
  return `Policy ID ${policyId} already has ${already} for ${measureLabel}. Register another one?`;
}

export const CreateInspectionInput = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('SINGLE_PAGE'),
    form: SinglePageFormInput,
    confirmDuplicate: CONFIRM_DUPLICATE,
  }),
  z.object({
    source: z.literal('SCHEDULE_WIZARD'),
    form: wizardSubmissionSchema('schedule'),
    draftId: z.string().uuid().optional(),
    confirmDuplicate: CONFIRM_DUPLICATE,
  }),
  z.object({
    source: z.literal('COMPLETED_WIZARD'),
    form: wizardSubmissionSchema('completed'),
    draftId: z.string().uuid().optional(),
    confirmDuplicate: CONFIRM_DUPLICATE,
  }),
  ApiPayloadInput,
]);
export type CreateInspectionInput = z.input<typeof CreateInspectionInput>;
