import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TOO_LARGE_MESSAGE,
  EVIDENCE_TYPE_MESSAGE,
} from '@/shared/evidence/catalogue';

const PHOTO_TYPES = /^image\/(jpeg|png)$/;
const PHOTO_NAMES = /\.(jpe?g|png)$/i;
const DOCUMENT_NAMES = /\.pdf$/i;

/**
 * The online upload's rules, checked on the device before a file is kept offline: the server
 * decides from the bytes when it arrives, but a file it will surely refuse should be refused
 * now, while the inspector is still on site and can take another. The words are the server's.
 */
export function evidenceFileRefusal(file: { name: string; type: string; size: number }) {
  const isPhoto = PHOTO_TYPES.test(file.type) || (!file.type && PHOTO_NAMES.test(file.name));
  const isDocument =
    file.type === 'application/pdf' || (!file.type && DOCUMENT_NAMES.test(file.name));
  if (!isPhoto && !isDocument) return `${file.name} ${EVIDENCE_TYPE_MESSAGE}`;
  if (file.size > EVIDENCE_MAX_BYTES) return `${file.name} ${EVIDENCE_TOO_LARGE_MESSAGE}`;
  return null;
}

/** The MIME type the outbox sends: the browser's, or one from the name when it gave none. */
export function evidenceMimeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  if (DOCUMENT_NAMES.test(file.name)) return 'application/pdf';
  return /\.png$/i.test(file.name) ? 'image/png' : 'image/jpeg';
}
