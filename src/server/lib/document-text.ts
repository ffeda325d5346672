import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

/** The formats whose text is read (an XLSX is stored but not searched inside). */
export type TextFormat = 'pdf' | 'docx';

/** How much extracted text is kept: a tsvector holds at most 1 MB. */
export const CONTENT_TEXT_MAX = 200_000;

/**
 * Plain text inside a PDF (unpdf) or DOCX (mammoth), control characters
 * turned to spaces and cut to CONTENT_TEXT_MAX; throws when the file cannot
 * be read. Runs unbounded: uploaded files go through extractTextIsolated
 * (text-extraction.ts), which runs this in a capped child process. Only files
 * the server made itself (the demo seed) call it directly.
 */
export async function readDocumentText(bytes: Uint8Array, format: TextFormat): Promise<string> {
  let text: string;
  if (format === 'pdf') {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    text = (await extractText(pdf, { mergePages: true })).text;
  } else {
    text = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  return text.replace(/[\u0000-\u0008\u000b-\u001f]+/g, ' ').slice(0, CONTENT_TEXT_MAX);
}
