import { once } from './bodies';
import { all, post, type Case } from './case';
import { plainPdf } from './files/pdfs';
import { png } from './files/images';
import { BOUNDARY, field, filePart, multipart } from './requests';

/** Multipart bodies as wrong as a client may make them. */
const ODD_MULTIPARTS: Record<string, () => { type: string; body: Buffer }> = {
  'multipart-no-boundary': () => ({
    type: 'multipart/form-data',
    body: multipart(BOUNDARY, [field('a', '1')]),
  }),
  'multipart-wrong-boundary': () => ({
    type: 'multipart/form-data; boundary=other',
    body: multipart(BOUNDARY, [field('a', '1')]),
  }),
  'multipart-unterminated': () => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(BOUNDARY, [filePart('file', 'a.pdf', plainPdf('x'))], false).subarray(0, 200),
  }),
  'multipart-nameless-parts': () => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(BOUNDARY, [
      { headers: ['Content-Disposition: form-data'], body: 'x' },
      { headers: [], body: 'y' },
      { headers: ['Content-Disposition: form-data; filename="a.pdf"'], body: plainPdf('x') },
    ]),
  }),
  'multipart-2000-parts': () => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(
      BOUNDARY,
      Array.from({ length: 2_000 }, (_, i) =>
        i % 2 ? field(`f${i}`, 'v') : filePart('files', `${i}.png`, png(1, 1)),
      ),
    ),
  }),
  'multipart-8kb-part-header': () => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(BOUNDARY, [
      { headers: [`Content-Disposition: form-data; name="${'n'.repeat(8_192)}"`], body: 'x' },
    ]),
  }),
  'multipart-hostile-file-names': () => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(BOUNDARY, [
      field('title', 'Hostile names'),
      field('description', 'Names with paths, NUL and bidi overrides'),
      field('type', 'Insurance certificate'),
      field('expiryDate', '2099-12-31'),
      field('body', 'Names'),
      filePart('file', '../../../../etc/passwd\u0000.pdf', plainPdf('a')),
      filePart('files', 'invoice\u202efdp.exe', plainPdf('b')),
    ]),
  }),
  'multipart-nested-mixed': () => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(BOUNDARY, [
      {
        headers: [
          'Content-Disposition: form-data; name="file"',
          'Content-Type: multipart/mixed; boundary=inner',
        ],
        body: multipart('inner', [filePart('file', 'a.pdf', plainPdf('x'))]),
      },
    ]),
  }),
  'multipart-base64-transfer-encoding': () => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(BOUNDARY, [
      {
        headers: [
          'Content-Disposition: form-data; name="file"; filename="a.pdf"',
          'Content-Transfer-Encoding: base64',
        ],
        body: plainPdf('x').toString('base64'),
      },
    ]),
  }),
  'multipart-field-300kb': () => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(BOUNDARY, [
      field('description', 'd'.repeat(300_000)),
      field('body', 'b'.repeat(300_000)),
    ]),
  }),
  'multipart-empty-file-name-and-body': () => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipart(BOUNDARY, [
      filePart('file', '', Buffer.alloc(0)),
      filePart('files', '', Buffer.alloc(0)),
    ]),
  }),
};

export function multipartCases(): Case[] {
  return Object.entries(ODD_MULTIPARTS).map(([name, make]) => {
    const made = once(make);
    return {
      name,
      applies: all,
      request: (t) => {
        const { type, body } = made();
        return post(t, { 'content-type': type }, body);
      },
    };
  });
}
