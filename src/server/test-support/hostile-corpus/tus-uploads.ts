import { gzipSync } from 'node:zlib';
import type { HostileServer } from './hostile-server';
import { emptyReport, send } from './report';
import { withIdentity, type Identity, type Request } from './requests';

// The resumable upload route (/api/uploads, tus; docs/offline-and-evidence.md): its requests are
// headers more than bodies, so its corpus is the tus headers' hostile values, in order.

const b64 = (text: string) => Buffer.from(text).toString('base64');
const TUS = { 'tus-resumable': '1.0.0' };

function creations(inspectionId: string): [string, Record<string, string>][] {
  const valid = `inspectionId ${b64(inspectionId)},filename ${b64('photo.jpg')}`;
  return [
    ['no tus version', { 'upload-length': '10', 'tus-resumable': '' }],
    ['old tus version', { ...TUS, 'tus-resumable': '0.2.2', 'upload-length': '10' }],
    ['negative length', { ...TUS, 'upload-length': '-1', 'upload-metadata': valid }],
    ['text length', { ...TUS, 'upload-length': 'ten', 'upload-metadata': valid }],
    ['1e308 length', { ...TUS, 'upload-length': '1e308', 'upload-metadata': valid }],
    ['30-digit length', { ...TUS, 'upload-length': '9'.repeat(30), 'upload-metadata': valid }],
    ['deferred length', { ...TUS, 'upload-defer-length': '1', 'upload-metadata': valid }],
    ['no metadata', { ...TUS, 'upload-length': '10' }],
    ['bad base64', { ...TUS, 'upload-length': '10', 'upload-metadata': 'inspectionId !!!,a' }],
    ['NUL name', { ...TUS, 'upload-length': '10', 'upload-metadata': `filename ${b64('\0')}` }],
    [
      'surrogate id',
      { ...TUS, 'upload-length': '10', 'upload-metadata': `inspectionId ${b64('\ud800')}` },
    ],
    [
      '50k metadata',
      { ...TUS, 'upload-length': '10', 'upload-metadata': `a ${'A'.repeat(50_000)}` },
    ],
    ['valid', { ...TUS, 'upload-length': '10', 'upload-metadata': valid }],
  ];
}

function patches(location: string): [string, Request][] {
  const octet = { ...TUS, 'content-type': 'application/offset+octet-stream' };
  const at = (offset: string, payload: Buffer, headers: Record<string, string> = {}): Request => ({
    method: 'PATCH',
    url: location,
    headers: { ...octet, 'upload-offset': offset, ...headers },
    payload,
  });
  const five = Buffer.from('12345');
  return [
    ['wrong offset', at('3', five)],
    ['text offset', at('three', five)],
    ['negative offset', at('-5', five)],
    ['past the length', at('0', Buffer.alloc(64, 1))],
    ['json body', at('0', five, { 'content-type': 'application/json' })],
    ['gzip body', at('0', gzipSync(Buffer.alloc(1_000_000)), { 'content-encoding': 'gzip' })],
    ['first half', at('0', five)],
    ['HEAD', { method: 'HEAD', url: location, headers: TUS }],
    ['second half', at('5', five)],
    ['after the end', at('10', five)],
    ['DELETE', { method: 'DELETE', url: location, headers: TUS }],
    ['HEAD after DELETE', { method: 'HEAD', url: location, headers: TUS }],
  ];
}

const ODD_IDS = ['..%2F..%2Fpglite', '%00', 'a'.repeat(300), '0'.repeat(32), '..'];

/** The tus route's corpus as ADMIN (and each step anonymously and forged): no 5xx, ever. */
export async function runTusUploads(server: HostileServer) {
  const report = emptyReport();
  const inspectionId =
    server.recordIds.get('inspections') ?? '00000000-0000-4000-8000-000000000000';
  const go = (identity: Identity, label: string, request: Request) =>
    send(
      server,
      report,
      { target: `${request.method as string} /api/uploads`, identity, case: label },
      withIdentity(server, identity, request),
    );
  let location = '/api/uploads/00000000000000000000000000000000';
  for (const [label, headers] of creations(inspectionId)) {
    const response = await go('admin', label, { method: 'POST', url: '/api/uploads', headers });
    if (label === 'valid' && response.statusCode === 201)
      location = response.headers.location as string;
  }
  for (const [label, request] of patches(location)) {
    await go('admin', label, request);
    await go('forged', label, request);
    await go('anonymous', label, request);
  }
  for (const id of ODD_IDS)
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const)
      await go('admin', `id ${id.slice(0, 20)}`, {
        method,
        url: `/api/uploads/${id}`,
        headers: TUS,
      });
  return report;
}
