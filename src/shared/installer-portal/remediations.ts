import { z } from 'zod';
import { ChecklistItemId } from '../checklists/catalogue';

/** Where a failed item's remediation stands, as the portal and the staff list name it. */
export const REMEDIATION_STATES = [
  'Needs action',
  'Evidence submitted',
  'Rejected',
  'Accepted',
] as const;
export type RemediationState = (typeof REMEDIATION_STATES)[number];

/** What the installer writes about the fix: required, long enough for a site note. */
export const REMEDIATION_NOTE_MAX = 2000;

export const NO_NEW_EVIDENCE_MESSAGE =
  'Add at least one photo or PDF of the fix before you submit.';
export const NO_NEW_EVIDENCE_AFTER_REJECTION_MESSAGE =
  'Your last evidence was rejected. Add at least one new photo or PDF of the fix before you submit again.';
export const ALREADY_SUBMITTED_MESSAGE =
  'This remediation is already submitted and waiting for review.';
export const ALREADY_ACCEPTED_MESSAGE = 'This remediation was already accepted.';
export const REMEDIATION_NOT_FOUND = 'Remediation not found.';

/** The installer submits what was done on one failed item (its files are uploaded first). */
export const SubmitRemediationInput = z.object({
  inspectionId: z.uuid('Inspection format is invalid'),
  itemId: ChecklistItemId,
  note: z
    .string()
    .trim()
    .min(1, 'Describe what was done to fix it')
    .max(REMEDIATION_NOTE_MAX, `What was done must be at most ${REMEDIATION_NOTE_MAX} characters`),
});

/** One item's remediation files, for the portal's item view. */
export const RemediationItemInput = z.object({
  inspectionId: z.uuid('Inspection format is invalid'),
  itemId: ChecklistItemId,
});

export const STAFF_REMEDIATIONS_PAGE_SIZE = 25;

/** The staff 'Remediations' list: filters, search by reference, paging. */
export const StaffRemediationsInput = z.object({
  installerId: z.uuid('Installer format is invalid').optional(),
  state: z.enum(REMEDIATION_STATES).optional(),
  /** Only remediations that missed their deadline (submitted late, or overdue). */
  lateOnly: z.boolean().default(false),
  search: z.string().trim().max(40, 'Search must be at most 40 characters').default(''),
  page: z.number().int().min(1).max(10_000).default(1),
});

/** The export takes the same filters as the list, without paging. */
export const StaffRemediationsExportInput = StaffRemediationsInput.omit({ page: true });
