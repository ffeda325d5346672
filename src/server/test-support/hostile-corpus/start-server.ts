import { Writable } from 'node:stream';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { buildApp } from '@/server/app';
import { seedDemoData } from '@/server/db/seed/demo-seed';
import { NO_OVERLOAD_LIMITS } from '@/server/lib/overload';
import { createInspection } from '../inspections';
import { collectKnownIds, signInFreshAdmin } from '../mutation-fuzz';
import { TEST_BASE_URL } from '../test-app';
import { createTestServices } from '../test-services';
import { openTestDatabase } from '../test-database';
import type { HostileFile } from './files/hostile-file';
import { png } from './files/images';
import { plainPdf } from './files/pdfs';
import { PARAM_TABLES, type HostileServer } from './hostile-server';
import { withIdentity } from './requests';
import { UPLOAD_ROUTES, uploadRequest, type UploadRoute } from './uploads';

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
  const services = createTestServices();
  const app = await buildApp({
    database,
    logger: pino({ level: 'error' }, sink),
    authSecret: 'test-secret-that-is-long-enough-000000',
    baseUrl: TEST_BASE_URL,
    services,
    overloadLimits: NO_OVERLOAD_LIMITS,
  });
  await app.ready();
  const partial = { database, app };
  const server: HostileServer = {
    ...partial,
    knownIds: await collectKnownIds(database),
    cookie: await signInFreshAdmin(partial),
    storage: services.storage,
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
  const { id: inspectionId } = await createInspection(server.database.db, {
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
