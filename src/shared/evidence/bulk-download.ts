import { InspectionFilters } from '../inspections/queries';

/**
 * Bulk download of evidence as one ZIP (issue 32 point 8, docs/offline-and-evidence.md):
 * every file of one inspection, or of the inspections a View Inspections list shows.
 * The list's ZIP takes the list's own filters (InspectionFilters), so it holds exactly
 * the inspections listed.
 */

/** At most this many inspections in one ZIP: a list's evidence is for a batch, not the tenant. */
export const EVIDENCE_ZIP_MAX_INSPECTIONS = 200;
/** At most this many files in one ZIP (about 8 GB of phone photos). */
export const EVIDENCE_ZIP_MAX_FILES = 2000;

export const EvidenceZipFilters = InspectionFilters;

export const tooManyInspectionsMessage = (count: number) =>
  `These filters select ${count.toLocaleString('en-GB')} inspections; one ZIP holds the evidence of at most ${EVIDENCE_ZIP_MAX_INSPECTIONS}. Narrow the search or choose a tab, then download again.`;

export const tooManyFilesMessage = (count: number) =>
  `That is ${count.toLocaleString('en-GB')} evidence files; one ZIP holds at most ${EVIDENCE_ZIP_MAX_FILES.toLocaleString('en-GB')}. Narrow the search or download the inspections one at a time.`;

export const NO_EVIDENCE_TO_ZIP = 'There is no evidence to download: no files are attached yet.';
export const NO_INSPECTIONS_TO_ZIP =
  'No inspections match these filters, so there is no evidence to download.';

/** What a ZIP of the list would hold, checked before the browser starts the download. */
export type EvidenceZipSummary = {
  inspections: number;
  files: number;
  bytes: number;
  /** Why the ZIP would be refused (over a cap, or nothing in it), or null when it can be made. */
  refusal: string | null;
};

/** The ZIP of one inspection's evidence. */
export const inspectionEvidenceZipHref = (inspectionId: string) =>
  `/api/inspections/${encodeURIComponent(inspectionId)}/all-evidence.zip`;

/** The ZIP of a list's evidence; the route's parameters are the list export's (`direction`, not `dir`). */
export function listEvidenceZipHref(filters: {
  search: string;
  tab: string;
  sort: string;
  direction: string;
}): string {
  return `/api/inspections/evidence.zip?${new URLSearchParams(filters).toString()}`;
}

/** '820 MB', '1.4 GB', '35 KB': a ZIP's size as the download dialog states it. */
export function formatZipSize(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${Math.round(bytes / 1e6)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}
