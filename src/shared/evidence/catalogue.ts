import { z } from 'zod';

/**
 * Evidence on an inspection: photos and documents attached to one checklist
 * item (docs/evidence.md). Item ids are the checklist's stable ids, such as
 * `CWI.1` or `CWI.PHOTO-PRE-1`.
 */
export const ITEM_ID_PATTERN = /^[A-Z0-9]+(\.[A-Z0-9-]+)+$/;
export const ITEM_ID_MAX = 40;
export const ItemId = z
  .string()
  .max(ITEM_ID_MAX, 'Checklist item id is too long')
  .regex(ITEM_ID_PATTERN, 'Choose a checklist item');

/** The item the inspector's signature is kept under (it is not a checklist item). */
export const SIGNATURE_ITEM_ID = 'REPORT.SIGNATURE';

export const EVIDENCE_KINDS = ['photo', 'document', 'signature'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/**
 * Why a file was attached (docs/decisions/012): what the inspector found, or what the
 * installer did to put a failed item right. Only remediation evidence moves a remediation clock.
 */
export const EVIDENCE_PURPOSES = ['inspection', 'remediation'] as const;
export type EvidencePurpose = (typeof EVIDENCE_PURPOSES)[number];
export const EVIDENCE_PURPOSE_LABELS: Record<EvidencePurpose, string> = {
  inspection: 'Inspection evidence',
  remediation: 'Remediation evidence',
};
export const EvidencePurposeParam = z.enum(EVIDENCE_PURPOSES).default('inspection');
export const REMEDIATION_NEEDS_FAILED_ITEM = (itemId: string) =>
  `Remediation evidence is for failed items. ${itemId} is not answered Fail; attach this file as inspection evidence.`;

/** Per file; a phone photo is 3-8 MB, a scanned certificate pack rarely over 15 MB. */
export const EVIDENCE_MAX_BYTES = 20 * 1024 * 1024;
/** Per request; the web sends one file per request (progress and retry per file). */
export const EVIDENCE_FILES_PER_REQUEST = 20;

export const EVIDENCE_TYPE_MESSAGE =
  'is not a JPEG or PNG photo or a PDF document. Only JPEG, PNG and PDF files can be attached.';
export const EVIDENCE_TOO_LARGE_MESSAGE =
  'is larger than 20 MB. Files up to 20 MB can be attached.';
export const EVIDENCE_DUPLICATE_MESSAGE = 'is already attached to this inspection';
export const NO_EVIDENCE_FILE_MESSAGE = 'Choose at least one file to attach.';
export const TOO_MANY_EVIDENCE_FILES_MESSAGE = `Attach up to ${EVIDENCE_FILES_PER_REQUEST} files at a time.`;
export const EVIDENCE_NOT_FOUND = 'Evidence not found.';

export const NO_LOCATION_FLAG = 'No location';
export const NO_CAPTURE_TIME_FLAG = 'No capture time';

/** What the <input accept> offers: the types the server accepts (decided from the bytes). */
export const EVIDENCE_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

export const WithdrawEvidenceInput = z.object({
  id: z.string().uuid(),
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason for withdrawing this file')
    .max(500, 'Reason must be 500 characters or fewer'),
});

export const InspectionEvidenceInput = z.object({ inspectionId: z.string().uuid() });

/** OpenStreetMap link for a position (a pin at the point; no key needed). */
export function mapLink(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`;
}

export function formatPosition(latitude: number, longitude: number): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}
