import { IMPORT_ENTITIES } from '@/shared/imports/catalogue';
import type { HostileFile } from './files/hostile-file';
import { hostileFiles } from './files/hostile-files';
import { PARAM_TABLES, type HostileServer } from './hostile-server';
import { Random } from './random';
import { emptyReport, send } from './report';
import {
  BOUNDARY,
  field,
  filePart,
  multipart,
  withIdentity,
  withQuery,
  type Request,
} from './requests';

export type UploadRoute = {
  url: string;
  /** The files (by name) this route reads further than its type check: all of them, sampled. */
  reads: RegExp;
  /** The form fields the route needs to get as far as reading the file. */
  fields: [string, string][];
  /** Each file is sent once per variant, with its fields added (the importer's entities). */
  variants?: [string, string][][];
  fileField: string;
  query?: string;
};

export const UPLOAD_ROUTES: UploadRoute[] = [
  {
    url: '/api/guidance/uploads',
    reads: /^pdf-/,
    fields: [
      ['title', 'Hostile corpus upload'],
      ['category', 'safety'],
      ['docType', 'guide'],
      ['description', 'A malformed file made by the test'],
    ],
    fileField: 'file',
  },
  {
    url: '/api/guidance/documents/:id/versions',
    reads: /^(docx|xlsx)-/,
    fields: [['changeNote', 'A malformed version']],
    fileField: 'file',
  },
  {
    url: '/api/installers/:id/documents',
    reads: /^$/,
    fields: [
      ['type', 'Insurance certificate'],
      ['expiryDate', '2099-12-31'],
    ],
    fileField: 'file',
  },
  { url: '/api/support/tickets/:id/attachments', reads: /^$/, fields: [], fileField: 'files' },
  {
    url: '/api/support/tickets/:id/replies',
    reads: /^$/,
    fields: [['body', 'See the attached file']],
    fileField: 'files',
  },
  {
    url: '/api/imports/uploads',
    reads: /^(xlsx|csv|json|polyglot)/,
    fields: [],
    // Every entity the importer takes: each reads and matches its own columns.
    variants: IMPORT_ENTITIES.map((entity) => [['entity', entity]]),
    fileField: 'file',
  },
  {
    url: '/api/inspections/:id/evidence',
    reads: /^(png|jpeg|gif|webp|pdf-truncated)/,
    fields: [],
    fileField: 'files',
    query: 'itemId=CWI.1',
  },
  { url: '/api/inspections/:id/signature', reads: /^(png|jpeg-6)/, fields: [], fileField: 'file' },
  // The installer portal's (issue 31): an unknown item or message is refused before any reading.
  {
    url: '/api/portal/remediations/:inspectionId/evidence',
    reads: /^$/,
    fields: [],
    fileField: 'files',
    query: 'itemId=CWI.1',
  },
  { url: '/api/portal/messages/:id/files', reads: /^$/, fields: [], fileField: 'files' },
  {
    url: '/api/installer-portal/messages/:id/files',
    reads: /^$/,
    fields: [],
    fileField: 'files',
    query: 'installerId=00000000-0000-4000-8000-000000000000',
  },
];

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  csv: 'text/csv',
  json: 'application/json',
};

export function uploadRequest(
  route: UploadRoute,
  file: HostileFile,
  id: string,
  variant: [string, string][] = route.variants?.[0] ?? [],
): Request {
  const body = multipart(BOUNDARY, [
    ...[...route.fields, ...variant].map(([name, value]) => field(name, value)),
    filePart(
      route.fileField,
      file.fileName,
      file.bytes,
      TYPES[file.fileName.split('.').pop() ?? ''] ?? 'application/octet-stream',
    ),
  ]);
  const url = route.url.replace(':id', id);
  return {
    method: 'POST',
    url: route.query ? withQuery(url, route.query) : url,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: body,
  };
}

/**
 * Malformed files to each upload route, as ADMIN, with the form fields the route needs to read
 * them (to a real document, installer, ticket or inspection): every file the route reads past
 * its type check (`reads`) and `otherFiles` more in turn, or every file with 'all';
 * anonymously, one file per route.
 */
export async function runUploads(
  server: HostileServer,
  options: { otherFiles: number | 'all'; seed: number },
) {
  const report = emptyReport();
  const random = new Random(options.seed);
  const files = hostileFiles();
  const idFor = (route: UploadRoute) => {
    const table = PARAM_TABLES.find(([prefix]) => route.url.startsWith(prefix))?.[1];
    return (table && server.recordIds.get(table)) ?? random.uuid();
  };
  for (const [routeIndex, route] of UPLOAD_ROUTES.entries()) {
    const read = files.filter((f) => route.reads.test(f.name));
    const rest = files.filter((f) => !route.reads.test(f.name));
    const more =
      options.otherFiles === 'all' ? rest.length : Math.min(options.otherFiles, rest.length);
    const chosen = [
      ...read,
      ...Array.from({ length: more }, (_, i) => rest[(routeIndex * 5 + i) % rest.length]!),
    ];
    for (const file of chosen)
      for (const variant of route.variants ?? [[]]) {
        const what = variant.map(([name, value]) => ` ${name}=${value}`).join('');
        await send(
          server,
          report,
          { target: `POST ${route.url}`, identity: 'admin', case: `file:${file.name}${what}` },
          withIdentity(server, 'admin', uploadRequest(route, file, idFor(route), variant)),
        );
      }
    const anonymous = files[routeIndex % files.length]!;
    await send(
      server,
      report,
      { target: `POST ${route.url}`, identity: 'anonymous', case: `file:${anonymous.name}` },
      withIdentity(server, 'anonymous', uploadRequest(route, anonymous, idFor(route))),
    );
  }
  report.slowest = report.slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
  return report;
}
