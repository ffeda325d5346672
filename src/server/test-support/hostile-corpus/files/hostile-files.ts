import type { HostileFile } from './hostile-file';
import { malformedImages } from './images';
import { malformedOfficeFiles } from './office-files';
import { otherFiles } from './other';
import { malformedPdfs } from './pdfs';

/**
 * Malformed PDF, DOCX, XLSX, CSV and image files for the hostile corpus
 * (hostile-corpus/, issue 27 point 12), made at test time so the repository
 * holds none of them. Each is small on the wire (well under every upload
 * limit) and lies about itself: a declared length, entry count or image size
 * far beyond its bytes, a structure that loops or nests without end, or a
 * compressed part that expands a thousandfold. No library is needed.
 */

let cached: HostileFile[] | undefined;

/** The whole file corpus, made once per process. */
export function hostileFiles(): HostileFile[] {
  cached ??= [...malformedPdfs(), ...malformedOfficeFiles(), ...malformedImages(), ...otherFiles()];
  return cached;
}
