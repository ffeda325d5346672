/**
 * Names of uploaded files as stored, shown and downloaded: one cleaning for
 * every upload (guidance, support attachments, evidence, installer documents,
 * imports).
 *
 * Removed: folders, control characters (C0, DEL, C1), and the invisible
 * formatting characters that make a name read differently from what it is:
 * bidirectional overrides, embeddings and isolates (U+202E turned
 * 'report\u202Efdp.exe' into what reads as 'reportexe.pdf'), marks, zero-width
 * characters and the byte-order mark.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export const FILE_NAME_MAX = 200;

export function cleanFileName(raw: string, fallback = 'document'): string {
  const base = (raw.replace(UNSAFE, '').split(/[\\/]/).pop() ?? '').trim();
  if (base.length <= FILE_NAME_MAX) return base || fallback;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, FILE_NAME_MAX - extension.length) + extension;
}

/** A trailing '.ext' with at least one letter ('v1.2' keeps its '.2'). */
const EXTENSION = /\.[a-z0-9]*[a-z][a-z0-9]*$/i;

/**
 * The name ending in the extension of the type detected from the bytes: a
 * different extension is replaced ('notes.exe' holding a PDF becomes
 * 'notes.pdf'), none is added. So a download is never named as something it
 * is not.
 */
export function withExtension(name: string, extension: string): string {
  const wanted = `.${extension.toLowerCase()}`;
  if (name.toLowerCase().endsWith(wanted)) return name;
  const stem = name.replace(EXTENSION, '') || 'document';
  return stem.slice(0, FILE_NAME_MAX - wanted.length) + wanted;
}

/** The extension of a name, lower case, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  return EXTENSION.exec(name)?.[0].slice(1).toLowerCase() ?? '';
}
