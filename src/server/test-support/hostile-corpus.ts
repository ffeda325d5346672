import { Readable, Writable } from 'node:stream';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import type { AnyProcedure } from '@trpc/server';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { buildApp } from '../app';
import { OPEN_AUTH_ENDPOINTS } from '../auth/fastify-bridge';
import { seedDemoData } from '../db/seed/demo-seed';
import { NO_OVERLOAD_LIMITS } from '../lib/overload';
import type { Storage } from '../storage/storage';
import { appRouter } from '../trpc/router';
import { hostileFiles, plainPdf, png, type HostileFile } from './hostile-corpus-files';
import {
  collectKnownIds,
  restoreAfter,
  signInFreshAdmin,
  STATE_CHANGING,
  type FuzzServer,
} from './mutation-fuzz';
import { createTestStorage, TEST_BASE_URL } from './test-app';
import { insertInspection } from './staff-and-inspections';
import { openTestDatabase } from './test-database';
import { inputArbitrary } from './zod-arbitrary';

/**
 * The hostile corpus (issue 27, point 12): every tRPC procedure, every /api
 * route, better-auth's endpoints and the few routes outside them, called over
 * HTTP anonymously, signed in as an ADMIN and with a forged session, with a
 * fixed corpus of hostile requests (deep and wide JSON, huge numbers, broken
 * text, every body encoding, odd multipart, odd methods, headers, query strings
 * and path parameters) and, to the upload routes, malformed files
 * (hostile-corpus-files.ts). No answer may be a 5xx, including an item of a
 * tRPC batch. The cross product is sampled deterministically from a seed
 * (`planCorpus`); `npm run fuzz -- --hostile` sends all of it.
 */

// ------------------------------------------------------------------------------------ server

export type HostileServer = FuzzServer & {
  storage: Storage;
  /** Error-level log lines (with stacks) since the server started. */
  errorLog: string[];
  /** A real record id per table, for path parameters. */
  recordIds: Map<string, string>;
};

/** Tables whose ids path parameters take, by route prefix. */
const PARAM_TABLES: [prefix: string, table: string][] = [
  ['/api/inspections/:id', 'inspections'],
  ['/api/installers/:id', 'installers'],
  ['/api/installer-documents/:id', 'installer_documents'],
  ['/api/imports/:id', 'import_files'],
  ['/api/payments/:id', 'payments'],
  ['/api/document-reviews/:id', 'document_reviews'],
  ['/api/evidence/:id', 'inspection_evidence'],
  ['/api/reports/:id', 'generated_reports'],
  ['/api/support/attachments/:id', 'support_attachments'],
  ['/api/support/tickets/:id', 'support_tickets'],
  ['/api/guidance/documents/:id', 'guidance_documents'],
];

/** A real server (the app as main.ts builds it, without the SPA) on a small demo database. */
export async function startHostileServer(): Promise<HostileServer> {
  const database = await openTestDatabase();
  await seedDemoData(database.db, new Date(), { installers: 4, inspections: 16 });
  const errorLog: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errorLog.push(chunk.toString());
      if (errorLog.length > 200) errorLog.splice(0, errorLog.length - 200);
      done();
    },
  });
  const storage = createTestStorage();
  const app = await buildApp({
    database,
    logger: pino({ level: 'error' }, sink),
    authSecret: 'test-secret-that-is-long-enough-000000',
    baseUrl: TEST_BASE_URL,
    storage,
    overloadLimits: NO_OVERLOAD_LIMITS,
  });
  await app.ready();
  const partial = { database, app };
  const server: HostileServer = {
    ...partial,
    knownIds: await collectKnownIds(database),
    cookie: await signInFreshAdmin(partial),
    storage,
    errorLog,
    recordIds: new Map(),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  const inspectionId = await createRecords(server);
  for (const [, table] of PARAM_TABLES) {
    if (table === 'inspections') {
      server.recordIds.set(table, inspectionId);
      continue;
    }
    const result = await database.db.execute(
      sql.raw(`SELECT id::text AS id FROM ${table} ORDER BY id LIMIT 1`),
    );
    const id = (result as { rows: { id: string }[] }).rows[0]?.id;
    if (id) server.recordIds.set(table, id);
  }
  return server;
}

/** One record behind each upload and download route (a ticket, a document, a photo, ...). */
async function createRecords(server: HostileServer) {
  const admin = { cookie: server.cookie, origin: TEST_BASE_URL };
  const ticket = await server.app.inject({
    method: 'POST',
    url: '/trpc/support.create',
    headers: { ...admin, 'content-type': 'application/json' },
    payload: JSON.stringify({ subject: 'Hostile corpus', description: 'Records for the corpus' }),
  });
  const ticketId = ticket.json<{ result?: { data?: { id?: string } } }>().result?.data?.id ?? '';
  const one = async (table: string) => {
    const result = await server.database.db.execute(
      sql.raw(`SELECT id::text AS id FROM ${table} ORDER BY id LIMIT 1`),
    );
    return (result as { rows: { id: string }[] }).rows[0]?.id ?? '';
  };
  // Evidence goes to an item of the inspection's checklist: CWI's has CWI.1.
  const { id: inspectionId } = await insertInspection(server.database, {
    status: 'PENDING',
    measureType: 'INSULATION',
    measureCode: 'CWI',
    measureLabel: 'CWI Cavity Wall Insulation',
  });
  const installerId = await one('installers');
  const pdf = { name: 'valid-pdf', fileName: 'guide.pdf', bytes: plainPdf('Corpus guide') };
  const photo = {
    name: 'valid-png',
    fileName: 'photo.png',
    bytes: png(2, 1, Buffer.from([0, 9, 9, 9, 200, 200, 200])),
  };
  const csv = { name: 'valid-csv', fileName: 'rows.csv', bytes: Buffer.from('Reference\nINS-1\n') };
  const route = (url: string) => UPLOAD_ROUTES.find((r) => r.url === url)!;
  const setUp: [UploadRoute, HostileFile, string][] = [
    [route('/api/guidance/uploads'), pdf, ''],
    [route('/api/installers/:id/documents'), pdf, installerId],
    [route('/api/support/tickets/:id/attachments'), pdf, ticketId],
    [route('/api/inspections/:id/evidence'), photo, inspectionId],
    [route('/api/imports/uploads'), csv, ''],
  ];
  for (const [upload, file, id] of setUp) {
    const response = await server.app.inject(
      withIdentity(server, 'admin', uploadRequest(upload, file, id)),
    );
    if (response.statusCode >= 300) {
      throw new Error(`Setting up ${upload.url} failed: ${response.statusCode} ${response.body}`);
    }
  }
  return inspectionId;
}

// ----------------------------------------------------------------------------------- targets

export type Family = 'trpc-query' | 'trpc-mutation' | 'api' | 'auth' | 'other';

export type Target = {
  label: string;
  family: Family;
  method: 'GET' | 'POST';
  /** The URL with any path parameter filled with a real record id (or a random uuid). */
  url: string;
  /** The route as registered, `:params` and all. */
  route: string;
  procedure?: string;
  schema?: z.ZodType | undefined;
};

const flatProcedures = () =>
  (Object.entries(appRouter._def.procedures as object) as [string, AnyProcedure][]).sort(
    ([a], [b]) => a.localeCompare(b),
  );

const NAMED_PARAMS: Record<string, string> = {
  file: 'monthly-summary.csv',
  format: 'csv',
  name: 'no-such-backup.tar.gz',
};

function fillParams(server: HostileServer, route: string, random: Random) {
  const table = PARAM_TABLES.find(([prefix]) => route.startsWith(prefix))?.[1];
  const realId = table ? server.recordIds.get(table) : undefined;
  if (route === '/api/imports/templates/:name') return route.replace(':name', 'EWI.xlsx');
  return route.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'id' ? (realId ?? random.uuid()) : (NAMED_PARAMS[name] ?? random.uuid()),
  );
}

/** Every procedure, every /api route (each method), better-auth's endpoints and the rest. */
export function listTargets(server: HostileServer, seed: number): Target[] {
  const random = new Random(seed);
  const targets: Target[] = [];
  for (const [path, procedure] of flatProcedures()) {
    const query = procedure._def.type === 'query';
    targets.push({
      label: `${query ? 'query' : 'mutation'} ${path}`,
      family: query ? 'trpc-query' : 'trpc-mutation',
      method: query ? 'GET' : 'POST',
      url: `/trpc/${path}`,
      route: '/trpc/:path',
      procedure: path,
      schema: (procedure._def.inputs as z.ZodType[])[0],
    });
  }
  for (const route of server.app.apiRoutes) {
    const method = route.method === 'POST' ? 'POST' : 'GET';
    targets.push({
      label: `${method} ${route.url}`,
      family: 'api',
      method,
      url: fillParams(server, route.url, random),
      route: route.url,
    });
  }
  const authPaths = [
    ...OPEN_AUTH_ENDPOINTS,
    ['/api/auth/change-password', 'POST'],
    ['/api/auth/update-user', 'POST'],
    ['/api/auth/sign-up/email', 'POST'],
    ['/api/auth/list-sessions', 'GET'],
  ] as const;
  for (const [url, method] of authPaths) {
    targets.push({ label: `${method} ${url}`, family: 'auth', method, url, route: url });
  }
  const other: [string, 'GET' | 'POST', string][] = [
    ['/healthz', 'GET', '/healthz'],
    ['/readyz', 'GET', '/readyz'],
    ['/feeds/news/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.xml', 'GET', '/feeds/news/:file'],
    ['/', 'GET', '/'],
    ['/trpc', 'POST', '/trpc'],
    ['/trpc/__proto__', 'POST', '/trpc/:path'],
    ['/trpc/constructor', 'GET', '/trpc/:path'],
    ['/trpc/toString', 'GET', '/trpc/:path'],
    ['/trpc/inspection.__proto__.list', 'GET', '/trpc/:path'],
    ['/api/no-such-route', 'POST', '/api/*'],
  ];
  for (const [url, method, route] of other) {
    targets.push({ label: `${method} ${url}`, family: 'other', method, url, route });
  }
  return targets;
}

// -------------------------------------------------------------------------------------- corpus

/** A small seeded generator (mulberry32): the same seed gives the same plan and the same uuids. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next() {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(below: number) {
    return Math.floor(this.next() * below);
  }
  uuid() {
    const hex = Array.from({ length: 32 }, () => this.int(16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
  }
  shuffle<T>(items: T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = this.int(index + 1);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }
}

const MB = 1024 * 1024;
const once = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

const nested = (open: string, inner: string, close: string, depth: number) =>
  open.repeat(depth) + inner + close.repeat(depth);

/**
 * Bodies, as JSON text (or bytes), made once. Each is also sent as a GET's tRPC `input`.
 * The huge numbers are written out as text: JSON.stringify cannot say 1e-400 or 2^53 + 1.
 */
export const BODIES: Record<string, () => string | Buffer> = {
  'deep-array-7000': once(() => nested('[', '', ']', 7_000)),
  'deep-object-7000': once(() => nested('{"a":', '1', '}', 7_000)),
  'deep-array-100000': once(() => nested('[', '', ']', 100_000)),
  'deep-mixed-7000': once(() => nested('[{"a":', '1', '}]', 3_500)),
  'deep-unclosed-7000': once(() => '['.repeat(7_000)),
  'depth-30-just-under-the-limit': once(() => nested('{"id":', '"x"', '}', 29)),
  'depth-33-just-over-the-limit': once(() => nested('[', '1', ']', 33)),
  'wide-array-100k-numbers': once(() => `[${'0,'.repeat(99_999)}0]`),
  'wide-array-100k-objects': once(() => `[${'{},'.repeat(99_999)}{}]`),
  'wide-object-50k-keys': once(
    () => `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  ),
  'huge-numbers': () =>
    '{"id":1e308,"page":-1e308,"pageSize":9007199254740993,"limit":1e-400,' +
    '"offset":123456789012345678901234567890,"amount":1e999,"year":-0,"month":-1e-400,' +
    '"ids":[1e308,-1e308,9007199254740993,1e-400,123456789012345678901234567890]}',
  'huge-number-alone': () => '123456789012345678901234567890e999999999',
  'hostile-text': () =>
    '{"id":"\\u0000","q":"\\ud800","search":"a\\udfffb","name":"\\u0000\\ud800\\u202e",' +
    '"email":"\\u0000@x","date":"0000-00-00","from":"2026-02-30","to":"9999-99-99",' +
    '"text":"\\ud83d","ids":["\\u0000","\\udc00"]}',
  'hostile-keys': () =>
    '{"\\u0000":1,"\\ud800":2,"":3,"__proto__":{"role":"ADMIN"},"constructor":{"prototype":' +
    '{"polluted":true}},"a.b":4,"0":{"__proto__":{"isAdmin":true}}}',
  'duplicate-keys': () => '{"id":"a","id":{"id":[1]},"id":null}',
  'string-900kb': once(() => `{"q":"${'x'.repeat(900_000)}"}`),
  'over-the-limit-1.1mb': once(() => `{"q":"${'y'.repeat(Math.round(1.1 * MB))}"}`),
  'malformed-json': () => '{"a":[1,2,{"b":',
  'trailing-garbage': () => '{"a":1}}}]]xyz',
  'bom-then-json': () => '\ufeff{"a":1}',
  'single-quotes-and-nan': () => "{'a':NaN,b:Infinity,c:undefined}",
  'empty-text': () => '',
  null: () => 'null',
  'bare-string': () => '"\\u0000"',
  'invalid-utf8': () =>
    Buffer.concat([
      Buffer.from('{"q":"'),
      Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]),
  'utf16le-bytes': () => Buffer.from('{"q":"hello"}', 'utf16le'),
};

type Payload = { headers: Record<string, string>; payload?: string | Buffer | Readable };

const asText = (body: string | Buffer) =>
  typeof body === 'string' ? body : body.toString('latin1');

/** Multipart by hand, so it can be as wrong as a client may make it. */
export function multipart(
  boundary: string,
  parts: { headers: string[]; body: string | Buffer }[],
  terminate = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`, 'latin1'));
    chunks.push(typeof part.body === 'string' ? Buffer.from(part.body) : part.body);
    chunks.push(Buffer.from('\r\n'));
  }
  if (terminate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const field = (name: string, value: string | Buffer) => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  body: value,
});
const filePart = (
  name: string,
  fileName: string,
  bytes: Buffer,
  type = 'application/octet-stream',
) => ({
  headers: [
    `Content-Disposition: form-data; name="${name}"; filename="${fileName}"`,
    `Content-Type: ${type}`,
  ],
  body: bytes,
});

const BOUNDARY = '----hostile-corpus-boundary';
const json =
  (type = 'application/json') =>
  (body: string | Buffer): Payload => ({
    headers: { 'content-type': type },
    payload: body,
  });

/** Every way a body may be sent: each body above goes out in some of these. */
export const ENCODINGS: Record<string, (body: string | Buffer) => Payload> = {
  json: json(),
  'json-charset-utf8': json('application/json; charset=utf-8'),
  'json-as-utf16-bytes': (body) => ({
    headers: { 'content-type': 'application/json; charset=utf-16le' },
    payload: Buffer.from(asText(body), 'utf16le'),
  }),
  'json-bogus-charset': json('application/json; charset=x-no-such-charset'),
  'json-uppercase-type': json('APPLICATION/JSON'),
  'json-type-with-5000-parameters': json(`application/json${'; x=y'.repeat(5_000)}`),
  'vnd-api-json': json('application/vnd.api+json'),
  'text-plain': json('text/plain'),
  'text-plain-latin1': json('text/plain; charset=iso-8859-1'),
  'form-urlencoded': (body) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `input=${encodeURIComponent(asText(body))}&email=a%00&password=%ff`,
  }),
  'multipart-field': (body) => ({
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(BOUNDARY, [
      field('0', body),
      field('input', body),
      filePart('file', 'a.json', Buffer.from(body)),
    ]),
  }),
  'octet-stream': json('application/octet-stream'),
  'no-content-type': (body) => ({ headers: {}, payload: body }),
  'any-type': json('*/*'),
  'gzip-json': (body) => ({
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    payload: gzipSync(body),
  }),
  'deflate-json': (body) => ({
    headers: { 'content-type': 'application/json', 'content-encoding': 'deflate' },
    payload: deflateSync(body),
  }),
  'brotli-json': (body) => ({
    headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
    payload: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    }),
  }),
  'chunked-json-without-length': (body) => ({
    headers: { 'content-type': 'application/json' },
    payload: Readable.from([Buffer.from(body)], { objectMode: false }),
  }),
};

/** A request a case sends, before the identity's headers and a fresh client address. */
type Request = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

export type Case = {
  name: string;
  applies: (target: Target) => boolean;
  request: (target: Target) => Request;
};

const isTrpc = (t: Target) => t.family === 'trpc-query' || t.family === 'trpc-mutation';
const bodyMethod = (t: Target) => (t.family === 'api' || t.family === 'other' ? t.method : 'POST');
const hasParams = (t: Target) => t.route.includes(':') && t.family === 'api';
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** A tRPC body goes out as a batch of one (as the web app sends it) or alone, by name. */
function trpcBody(target: Target, name: string, body: string | Buffer) {
  const batch = name.length % 2 === 0 && typeof body === 'string';
  return batch
    ? { url: withQuery(target.url, 'batch=1'), body: `{"0":${body}}` }
    : { url: target.url, body };
}

const bombs = {
  gzip: once(() => gzipSync(Buffer.alloc(16 * MB, 0x20), { level: 9 })),
};

function buildCases(): Case[] {
  const cases: Case[] = [];
  for (const [bodyName, body] of Object.entries(BODIES)) {
    cases.push({
      name: `get-input:${bodyName}`,
      applies: (t) => t.method === 'GET' || isTrpc(t),
      request: (t) => ({
        method: 'GET',
        url: withQuery(t.url, `input=${encodeURIComponent(asText(body()))}`),
      }),
    });
    cases.push({
      name: `get-batch-input:${bodyName}`,
      applies: isTrpc,
      request: (t) => ({
        method: 'GET',
        url: withQuery(t.url, `batch=1&input=${encodeURIComponent(`{"0":${asText(body())}}`)}`),
      }),
    });
    for (const [encodingName, encode] of Object.entries(ENCODINGS)) {
      const name = `body:${bodyName}:${encodingName}`;
      // Encoded once for tRPC (which may wrap it in a batch) and once for the rest; a stream
      // can be read only once, so it is made again each time.
      const encoded = new Map<boolean, Payload>();
      cases.push({
        name,
        applies: () => true,
        request: (t) => {
          const sent = isTrpc(t) ? trpcBody(t, name, body()) : { url: t.url, body: body() };
          let payload = encoded.get(isTrpc(t));
          if (!payload) {
            payload = encode(sent.body);
            if (!(payload.payload instanceof Readable)) encoded.set(isTrpc(t), payload);
          }
          return { method: bodyMethod(t), url: sent.url, ...payload };
        },
      });
    }
  }
  const single = (name: string, applies: Case['applies'], request: Case['request']) =>
    cases.push({ name, applies, request });
  const all = () => true;
  const post = (
    t: Target,
    headers: Record<string, string>,
    payload?: string | Buffer | Readable,
  ): Request => ({
    method: bodyMethod(t),
    url: t.url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  single('no-body', all, (t) => post(t, {}));
  single('json-type-empty-body', all, (t) => post(t, { 'content-type': 'application/json' }, ''));
  single('gzip-bomb-16mb-of-spaces', all, (t) =>
    post(t, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, bombs.gzip()),
  );
  single('gzip-header-not-gzip', all, (t) =>
    post(t, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, '{"a":1}'),
  );
  single('unknown-content-encoding', all, (t) =>
    post(t, { 'content-type': 'application/json', 'content-encoding': 'x-unknown' }, '{}'),
  );
  single('content-encoding-chain', all, (t) =>
    post(
      t,
      { 'content-type': 'application/json', 'content-encoding': 'gzip, br, gzip' },
      gzipSync('{}'),
    ),
  );
  single('content-length-says-less', all, (t) =>
    post(t, { 'content-type': 'application/json', 'content-length': '3' }, '{"a":"0123456789"}'),
  );
  single('chunked-2mb-without-length', all, (t) =>
    post(
      t,
      { 'content-type': 'application/json' },
      Readable.from(
        (function* chunks() {
          yield Buffer.from('{"q":"');
          for (let i = 0; i < 32; i++) yield Buffer.alloc(64 * 1024, 0x61);
          yield Buffer.from('"}');
        })(),
      ),
    ),
  );
  single('form-deep-brackets', all, (t) =>
    post(
      t,
      { 'content-type': 'application/x-www-form-urlencoded' },
      `a${'[a]'.repeat(7_000)}=1&email=x&password=y`,
    ),
  );
  single('form-20000-parameters', all, (t) =>
    post(t, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&'.repeat(20_000)),
  );
  const odd: Record<string, () => { type: string; body: Buffer }> = {
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
  for (const [name, make] of Object.entries(odd)) {
    const made = once(make);
    single(name, all, (t) => {
      const { type, body } = made();
      return post(t, { 'content-type': type }, body);
    });
  }
  for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const) {
    single(`method-${method}`, all, (t) => ({
      method,
      url: t.url,
      headers: { 'content-type': 'application/json' },
      ...(method === 'HEAD' ? {} : { payload: '{"id":"x"}' }),
    }));
  }
  const headerCases: Record<string, Record<string, string>> = {
    'header-forged-session-cookie': {
      cookie: `better-auth.session_token=${'A'.repeat(4_000)}.${'%ff'.repeat(20)}; __Secure-better-auth.session_token=%00`,
    },
    'header-junk-bearer': { authorization: `Bearer ${'%00'.repeat(2_000)}` },
    'header-authorization-basic': { authorization: 'Basic Og==' },
    'header-origin-null': { origin: 'null' },
    'header-origin-long': { origin: `https://${'a'.repeat(8_000)}.example` },
    'header-trpc-accept-jsonl': { 'trpc-accept': 'application/jsonl' },
    'header-accept-event-stream': { accept: 'text/event-stream, application/jsonl' },
    'header-forwarded-for-junk': { 'x-forwarded-for': '::ffff:999.1.1.1, %00, <script>' },
    'header-range-junk': { range: 'bytes=99999999999999-0, -1, a-b' },
    'header-if-none-match-huge': { 'if-none-match': `"${'e'.repeat(8_000)}"` },
  };
  for (const [name, headers] of Object.entries(headerCases)) {
    single(name, all, (t) =>
      t.method === 'GET'
        ? { method: 'GET', url: t.url, headers }
        : post(t, { 'content-type': 'application/json', ...headers }, '{"0":{}}'),
    );
  }
  const queryStrings: Record<string, () => string> = {
    'query-hostile-values': () =>
      'q=%00&search=%ED%A0%80&status=__proto__&from=0000-00-00&to=9999-99-99&dateFrom=2026-02-30' +
      '&page=1e308&pageSize=-1&limit=9007199254740993&format=..%2F..%2Fetc%2Fpasswd&version=%00' +
      `&sort=constructor&installerId=not-a-uuid&entity=__proto__&ids=${'x,'.repeat(5_000)}`,
    'query-deep-brackets': () => `a${'[a]'.repeat(7_000)}=1`,
    'query-10000-parameters': () => 'a=1&'.repeat(10_000),
    'query-bad-escapes': () => '%ff%fe=%c0%80&%=%&input=%E0%A4%A&batch=%00',
    'query-repeated-input': () =>
      `input=${'{}'}&input=${encodeURIComponent('[[[[')}&batch=1&batch=1`,
  };
  for (const [name, query] of Object.entries(queryStrings)) {
    single(
      name,
      (t) => t.method === 'GET' || isTrpc(t),
      (t) => ({
        method: 'GET',
        url: withQuery(t.url, query()),
      }),
    );
  }
  const params: Record<string, () => string> = {
    'param-nil-uuid': () => '00000000-0000-0000-0000-000000000000',
    'param-not-a-uuid': () => 'not-a-uuid',
    'param-nul': () => '%00',
    'param-traversal': () => '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    'param-bad-utf8': () => '%ff%fe%c0%80',
    'param-4000-chars': () => 'a'.repeat(4_000),
    'param-proto': () => '__proto__',
    'param-uuid-with-suffix': () => '6f1c2a8e-9c1b-4f55-8a55-0f5f1c2a8e9c%00.pdf',
  };
  for (const [name, value] of Object.entries(params)) {
    single(name, hasParams, (t) => {
      // The first parameter gets the hostile value; any others keep their sample.
      const hostile = t.route.replace(/:(\w+)/, value());
      const filled = t.url.split('/');
      const url = hostile
        .split('/')
        .map((part, index) => (part.startsWith(':') ? filled[index]! : part))
        .join('/');
      return t.method === 'GET'
        ? { method: 'GET', url }
        : { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' };
    });
  }
  return cases;
}

export const CASES: readonly Case[] = buildCases();

/** Cases every target gets, for each identity, besides its sample. */
const ALWAYS: Record<Family, string[]> = {
  'trpc-query': [
    'get-input:deep-array-7000',
    'get-input:huge-numbers',
    'get-input:hostile-text',
    'body:deep-array-7000:json',
  ],
  'trpc-mutation': [
    'body:deep-array-7000:json',
    'body:huge-numbers:json',
    'body:hostile-text:json',
    'body:deep-object-7000:text-plain',
  ],
  api: [
    'body:deep-array-7000:json',
    'get-input:deep-array-7000',
    'query-hostile-values',
    'param-traversal',
  ],
  auth: [
    'body:deep-array-7000:json',
    'body:huge-numbers:json',
    'body:hostile-text:json',
    'body:deep-array-7000:form-urlencoded',
  ],
  other: ['body:deep-array-7000:json', 'get-input:deep-array-7000'],
};

// ------------------------------------------------------------------------------------- the plan

/**
 * Bodies of 200 KB to 1.1 MB cost the server up to 150 ms each to parse and check: in a sample
 * each goes to this many targets per family (in every encoding), the rest to as many as fit.
 */
const HEAVY_SENDS_PER_FAMILY = 2;
const isHeavy = (kase: Case) =>
  /:(wide-|string-900kb|over-the-limit|deep-array-100000)/.test(kase.name);

export type Identity = 'anonymous' | 'admin' | 'forged';
export type Planned = { target: Target; identity: Identity; kase: Case };

export type PlanOptions = {
  seed: number;
  /**
   * Sampled cases per procedure, and per route (everything else), for each identity, besides
   * ALWAYS; 'all' sends every case that applies.
   */
  casesPerProcedure: number | 'all';
  casesPerRoute: number | 'all';
};

/**
 * Which case goes to which target: ALWAYS, then a sample of the cases that apply,
 * least sent first within the target's family, then least sent anywhere (ties in an order
 * shuffled by the seed), so every case is spread evenly over the targets of each family and
 * reaches at least one target. A forged session gets the first
 * ALWAYS case only.
 */
export function planCorpus(targets: Target[], options: PlanOptions): Planned[] {
  const random = new Random(options.seed);
  const order = new Map(random.shuffle([...CASES]).map((c, index) => [c, index]));
  const sentPerFamily = new Map<Family, Map<Case, number>>();
  const sentAnywhere = new Map<Case, number>();
  const plan: Planned[] = [];
  for (const target of targets) {
    const always = ALWAYS[target.family];
    const applicable = CASES.filter((c) => c.applies(target) && !always.includes(c.name));
    const first = CASES.filter((c) => always.includes(c.name) && c.applies(target));
    let sent = sentPerFamily.get(target.family);
    if (!sent) sentPerFamily.set(target.family, (sent = new Map<Case, number>()));
    for (const identity of ['anonymous', 'admin', 'forged'] as const) {
      const chosen = identity === 'forged' ? first.slice(0, 1) : [...first];
      const perTarget = isTrpc(target) ? options.casesPerProcedure : options.casesPerRoute;
      if (identity !== 'forged') {
        if (perTarget === 'all') chosen.push(...applicable);
        else {
          const counts = sent;
          const sample = applicable
            .filter((c) => !isHeavy(c) || (counts.get(c) ?? 0) < HEAVY_SENDS_PER_FAMILY)
            .sort(
              (a, b) =>
                (counts.get(a) ?? 0) - (counts.get(b) ?? 0) ||
                (sentAnywhere.get(a) ?? 0) - (sentAnywhere.get(b) ?? 0) ||
                order.get(a)! - order.get(b)!,
            )
            .slice(0, perTarget);
          for (const kase of sample) {
            counts.set(kase, (counts.get(kase) ?? 0) + 1);
            sentAnywhere.set(kase, (sentAnywhere.get(kase) ?? 0) + 1);
          }
          chosen.push(...sample);
        }
      }
      for (const kase of chosen) plan.push({ target, identity, kase });
    }
  }
  return plan;
}

// ------------------------------------------------------------------------------------- running

export type Failure = {
  target: string;
  identity: Identity;
  case: string;
  request: string;
  status: number;
  body: string;
  log: string;
};

export type CorpusReport = {
  requests: number;
  statuses: Record<number, number>;
  failures: Failure[];
  slowest: { what: string; ms: number }[];
};

const emptyReport = (): CorpusReport => ({ requests: 0, statuses: {}, failures: [], slowest: [] });

export function mergeReports(...reports: CorpusReport[]): CorpusReport {
  const merged = emptyReport();
  for (const report of reports) {
    merged.requests += report.requests;
    for (const [status, count] of Object.entries(report.statuses)) {
      merged.statuses[Number(status)] = (merged.statuses[Number(status)] ?? 0) + count;
    }
    merged.failures.push(...report.failures);
    merged.slowest.push(...report.slowest);
  }
  merged.slowest = merged.slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
  return merged;
}

let addressCounter = 0;
/** A client address per request (10.x.y.z), so no per-address limit ever trips. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

const FORGED = {
  cookie: `better-auth.session_token=${'Zm9yZ2Vk'.repeat(8)}.${'c2lnbmF0dXJl'.repeat(4)}`,
  authorization: `Bearer ${'Zm9yZ2Vk'.repeat(8)}`,
};

/** The request as `identity` sends it: origin, session (or none, or a forged one), an address. */
export function withIdentity(
  server: FuzzServer,
  identity: Identity,
  request: Request,
): InjectOptions {
  const session =
    identity === 'admin' ? { cookie: server.cookie } : identity === 'forged' ? FORGED : {};
  return {
    ...request,
    remoteAddress: nextAddress(),
    headers: { origin: TEST_BASE_URL, ...session, ...request.headers },
  };
}

/** A 5xx, or a tRPC batch (207) with a 5xx item inside, or null. */
export function serverErrorOf(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (
    type.startsWith('application/json') &&
    /"httpStatus":5\d\d/.test(response.body.slice(0, 200_000))
  ) {
    return 'a 5xx item in the answer';
  }
  return null;
}

const describeRequest = (options: InjectOptions) => {
  const url = typeof options.url === 'string' ? options.url : JSON.stringify(options.url ?? '');
  const payload = options.payload;
  const sent =
    payload === undefined
      ? ''
      : typeof payload === 'string'
        ? ` body ${payload.length} chars: ${payload.slice(0, 160)}`
        : Buffer.isBuffer(payload)
          ? ` body ${payload.length} bytes: ${payload.subarray(0, 120).toString('latin1')}`
          : ' body (stream)';
  const headers = Object.entries(options.headers ?? {})
    .filter(([name]) => name !== 'cookie' && name !== 'origin')
    .map(([name, value]) => `${name}: ${String(value).slice(0, 80)}`)
    .join(', ');
  return `${options.method ?? 'GET'} ${url.slice(0, 300)}${url.length > 300 ? `... (${url.length} chars)` : ''} [${headers}]${sent}`;
};

/** Sends one request and records its answer; a 5xx becomes a Failure with the server's log. */
async function send(
  server: HostileServer,
  report: CorpusReport,
  what: { target: string; identity: Identity; case: string },
  options: InjectOptions,
) {
  const logged = server.errorLog.length;
  const started = performance.now();
  const response = await server.app.inject(options);
  const ms = performance.now() - started;
  report.requests += 1;
  report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
  if (ms > 250)
    report.slowest.push({
      what: `${what.target} ${what.identity} ${what.case}`,
      ms: Math.round(ms),
    });
  const error = serverErrorOf(response);
  if (error) {
    report.failures.push({
      ...what,
      request: describeRequest(options),
      status: response.statusCode,
      body: `${error}: ${response.body.slice(0, 400)}`,
      log: server.errorLog.slice(logged).join('').slice(0, 3_000),
    });
  }
  return response;
}

/** Mutations and endpoints after which the ADMIN may need putting back (signed out, locked). */
const needsRestoring = (target: Target) =>
  (target.procedure !== undefined && STATE_CHANGING.has(target.procedure)) ||
  target.url === '/api/auth/sign-out';

/** Sends a planned corpus, in order; the ADMIN is kept signed in and able throughout. */
export async function runPlan(server: HostileServer, plan: Planned[]): Promise<CorpusReport> {
  const report = emptyReport();
  for (const { target, identity, kase } of plan) {
    const options = withIdentity(server, identity, kase.request(target));
    await send(server, report, { target: target.label, identity, case: kase.name }, options);
    if (identity === 'admin' && needsRestoring(target)) {
      await restoreAfter(server, target.procedure ?? '', undefined);
    }
  }
  report.slowest = report.slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
  return report;
}

/**
 * Every query by GET with inputs derived from its own Zod schema (hostile text and dates
 * swapped in), as the mutation property test does for mutations: `runs` per query, as ADMIN.
 */
export async function runQueryInputs(
  server: HostileServer,
  targets: Target[],
  runs: number,
  seed: number,
): Promise<CorpusReport> {
  const report = emptyReport();
  for (const target of targets.filter((t) => t.family === 'trpc-query')) {
    const inputs = fc.sample(inputArbitrary(target.schema, { knownIds: server.knownIds }), {
      seed,
      numRuns: runs,
    });
    for (const [index, input] of inputs.entries()) {
      const text = JSON.stringify(input);
      const url =
        text === undefined
          ? target.url
          : withQuery(target.url, `input=${encodeURIComponent(text)}`);
      await send(
        server,
        report,
        { target: target.label, identity: 'admin', case: `schema-input-${index}` },
        withIdentity(server, 'admin', { method: 'GET', url }),
      );
    }
  }
  return report;
}

/** Any JSON at all (fast-check's jsonValue, nested up to 40 deep) to every procedure: fuzz only. */
export async function runRandomJson(
  server: HostileServer,
  targets: Target[],
  runs: number,
  seed: number,
): Promise<CorpusReport> {
  const report = emptyReport();
  const values = fc.sample(fc.jsonValue({ maxDepth: 40 }), { seed, numRuns: runs });
  for (const target of targets.filter(isTrpc)) {
    for (const [index, value] of values.entries()) {
      const text = JSON.stringify(value);
      const request: Request =
        target.method === 'GET'
          ? { method: 'GET', url: withQuery(target.url, `input=${encodeURIComponent(text)}`) }
          : {
              method: 'POST',
              url: withQuery(target.url, 'batch=1'),
              headers: { 'content-type': 'application/json' },
              payload: `{"0":${text}}`,
            };
      await send(
        server,
        report,
        { target: target.label, identity: 'admin', case: `random-json-${index}` },
        withIdentity(server, 'admin', request),
      );
      if (needsRestoring(target)) await restoreAfter(server, target.procedure ?? '', undefined);
    }
  }
  return report;
}

// ------------------------------------------------------------------------------------- uploads

export type UploadRoute = {
  url: string;
  /** The files (by name) this route reads further than its type check: all of them, sampled. */
  reads: RegExp;
  /** The form fields the route needs to get as far as reading the file. */
  fields: [string, string][];
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
    fields: [['entity', 'inspections']],
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

function uploadRequest(route: UploadRoute, file: HostileFile, id: string): Request {
  const body = multipart(BOUNDARY, [
    ...route.fields.map(([name, value]) => field(name, value)),
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
    for (const file of chosen) {
      await send(
        server,
        report,
        { target: `POST ${route.url}`, identity: 'admin', case: `file:${file.name}` },
        withIdentity(server, 'admin', uploadRequest(route, file, idFor(route))),
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

// ------------------------------------------------------------------------------------ afterwards

/** After the corpus: the process answers its health checks and a signed-in call works. */
export async function aliveAfterwards(server: HostileServer) {
  const health = await server.app.inject({ method: 'GET', url: '/healthz' });
  const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
  await restoreAfter(server, '', undefined); // signs the ADMIN in again if the corpus signed them out
  const me = await server.app.inject({
    method: 'GET',
    url: '/trpc/session.me',
    headers: { cookie: server.cookie },
  });
  const list = await server.app.inject({
    method: 'GET',
    url: `/trpc/inspection.list?input=${encodeURIComponent('{}')}`,
    headers: { cookie: server.cookie },
  });
  return {
    healthz: health.statusCode,
    readyz: ready.statusCode,
    signedInCall: me.statusCode,
    signedInAs: me.json<{ result?: { data?: { email?: string } } }>().result?.data?.email ?? null,
    inspectionsList: list.statusCode,
    prototypePolluted:
      Object.keys(Object.prototype).length > 0 || 'polluted' in {} || 'isAdmin' in {},
  };
}

/** One line per failure, for a test's message or the fuzz script's output. */
export function describeFailures(failures: Failure[], limit = 10) {
  return failures
    .slice(0, limit)
    .map(
      (f) =>
        `${f.target} as ${f.identity}, case ${f.case}: ${f.status}\n  request: ${f.request}\n  answer: ${f.body}\n  log: ${f.log || '(nothing logged)'}`,
    )
    .join('\n');
}
