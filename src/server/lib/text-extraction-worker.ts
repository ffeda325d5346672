/**
 * Entry point of the child process that reads an uploaded file's text
 * (forked by text-extraction.ts; a second entry of the server bundle, see
 * scripts/build-server.mjs). It takes one file, answers once and exits: a
 * fresh process per file, so whatever a hostile file did to its memory ends
 * with it.
 */
import { readDocumentText, type TextFormat } from './document-text';

type Request = { format: TextFormat; bytes: Uint8Array };

process.once('message', (message: Request) => {
  readDocumentText(message.bytes, message.format).then(
    (text) => process.send?.({ ok: true, text }, () => process.exit(0)),
    () => process.send?.({ ok: false }, () => process.exit(0)),
  );
});
// Messages sent before a listener exists may be lost: the parent waits for this.
process.send?.({ ready: true });
