/**
 * Files on support tickets (docs/support.md, Attachments): what may be sent,
 * how large and how many. The server checks each file's bytes against the
 * kind its name gives; the browser uses the same table to offer the right
 * files and to refuse obvious mistakes before sending.
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_MESSAGE = 5;

export const ATTACHMENT_KINDS = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type AttachmentKind = keyof typeof ATTACHMENT_KINDS;

export const ATTACHMENT_TOO_LARGE_MESSAGE = 'Each file must be 10 MB or smaller';
export const ATTACHMENT_TYPE_MESSAGE =
  'Only PDF, PNG, JPEG, GIF, WEBP, plain text (.txt), DOCX or XLSX files can be attached';
export const TOO_MANY_ATTACHMENTS_MESSAGE = `Attach at most ${ATTACHMENTS_PER_MESSAGE} files at a time`;
export const NO_ATTACHMENT_MESSAGE = 'Choose at least one file to attach';

/** For the file picker's accept attribute. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_KINDS)
  .map((extension) => `.${extension}`)
  .join(',');

export function attachmentKindOf(fileName: string): AttachmentKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(ATTACHMENT_KINDS, extension) ? (extension as AttachmentKind) : null;
}

/** What the browser can say before sending: the same rules, on name and size only. */
export function attachmentProblem(files: readonly { name: string; size: number }[]) {
  if (files.length > ATTACHMENTS_PER_MESSAGE) return TOO_MANY_ATTACHMENTS_MESSAGE;
  for (const file of files) {
    if (!attachmentKindOf(file.name)) return `${file.name}: ${ATTACHMENT_TYPE_MESSAGE}`;
    if (file.size > ATTACHMENT_MAX_BYTES) return `${file.name}: ${ATTACHMENT_TOO_LARGE_MESSAGE}`;
  }
  return null;
}

/** 1 KB = 1024 bytes, one decimal below 10. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
