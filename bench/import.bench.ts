// Import of 100,000 inspection rows as CSV and as XLSX (dry run, then import), beside a raw
// COPY of the same rows on PostgreSQL (psql \copy), or a raw INSERT ... SELECT on PGlite.
// BENCH_IMPORT_ROWS changes the row count; DATABASE_URL selects PostgreSQL.
// BENCH_IMPORT_BIG_MB (e.g. 50) adds a CSV of that size (rows with a long Additional notes
// column, written as a stream), imported through the built server in its own process
// (bench/import-server.ts) to measure the server's peak RSS for a file at the upload limit.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { createTenant, createUser } from '../src/server/db/factories';
import type { Database } from '../src/server/db/client';
import { runImportQueue } from '../src/server/features/imports/job';
import { createImport } from '../src/server/features/imports/create-import';
import { startDryRun, startImport } from '../src/server/features/imports/pass-requests';
import { getImport } from '../src/server/features/imports/service';
import { createLocalStorage } from '../src/server/storage/local-storage';
import type { Actor } from '../src/server/trpc/actor';
import { openBenchDatabase } from './harness';
import { importThroughServer } from './import-server';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const TENANT = 'bench-imports';
const HEADERS = [
  'Property ID',
  'Address',
  'Town',
  'Postcode',
  'Type',
  'Installer',
  'Status',
  'Scheduled date',
];
const MEASURES = ['EWI', 'IWI', 'CWI', 'RIRI', 'LOFT'];

const row = (prefix: string, i: number) => [
  `${prefix}-${i}`,
  `${i} Bench Street`,
  'Leeds',
  'LS1 4AP',
  MEASURES[i % MEASURES.length]!,
  `Bench Installer ${i % 200}`,
  'Pending',
  '2026-12-01',
];

async function writeCsv(path: string, prefix: string) {
  const lines = [HEADERS.join(',')];
  for (let i = 0; i < ROWS; i++) lines.push(row(prefix, i).join(','));
  await writeFile(path, lines.join('\n'));
}

async function writeXlsx(path: string, prefix: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path) });
  const sheet = workbook.addWorksheet('Tracker');
  sheet.addRow(HEADERS).commit();
  for (let i = 0; i < ROWS; i++) sheet.addRow(row(prefix, i)).commit();
  sheet.commit();
  await workbook.commit();
}

/** A CSV of about `mb` MB: the bench columns plus a 400-character Additional notes. */
async function writeBigCsv(path: string, prefix: string, mb: number) {
  const out = createWriteStream(path);
  const note = 'Loft hatch insulated and draught-proofed; '.repeat(10).slice(0, 400);
  const write = (line: string) =>
    out.write(line) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', r));
  let bytes = 0;
  let rows = 0;
  const header = [...HEADERS, 'Additional notes'].join(',') + '\n';
  bytes += Buffer.byteLength(header);
  await write(header);
  // Up to the size and not over it: a file of 50 MB must pass the 50 MB upload limit.
  for (;;) {
    const line = [...row(prefix, rows), note].join(',') + '\n';
    if (bytes + Buffer.byteLength(line) > mb * 1048576) break;
    bytes += Buffer.byteLength(line);
    rows++;
    await write(line);
  }
  await new Promise<void>((resolve, reject) =>
    out.end((e?: Error | null) => (e ? reject(e) : resolve())),
  );
  return rows;
}

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
sampler.unref();

async function timed<T>(work: () => Promise<T>) {
  const start = performance.now();
  peakRss = process.memoryUsage().rss;
  await work();
  return { seconds: (performance.now() - start) / 1000, peakMb: Math.round(peakRss / 1048576) };
}

async function copyFloor(database: Database, dir: string) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const path = join(dir, 'copy.csv');
    const lines: string[] = [];
    for (let i = 0; i < ROWS; i++) {
      const r = row('COPY', i);
      lines.push(
        [
          TENANT,
          `INS-COPY-${i}`,
          'SINGLE_PAGE',
          'PENDING',
          r[0],
          'TBD',
          'TBD',
          'TBD',
          `${r[1]}, Leeds, LS1 4AP`,
          r[1],
          'Leeds',
          'LS1 4AP',
          'INSULATION',
          r[5],
          r[5],
          'ROUTINE_CHECK',
          '2026-12-01',
          r[4],
          r[4],
          'Routine Check',
        ]
          .map((v) => (v!.includes(',') ? `"${v}"` : v))
          .join(','),
      );
    }
    await writeFile(path, lines.join('\n'));
    return timed(
      () =>
        new Promise<void>((resolve, reject) => {
          const psql = spawn(
            'psql',
            [
              url,
              '-c',
              '\\copy inspections (tenant_id, reference, source, status, policy_id, customer_name, customer_forename, customer_surname, property_address, address_line1, address_town, address_postcode, measure_type, installer_name, installer_company, trigger, scheduled_date, measure_code, measure_label, trigger_label) from STDIN with csv',
            ],
            { stdio: ['pipe', 'ignore', 'inherit'] },
          );
          createReadStream(path).pipe(psql.stdin);
          psql.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql ${code}`))));
        }),
    );
  }
  return timed(() =>
    database.query(
      `insert into inspections (tenant_id, reference, source, status, policy_id, customer_name, customer_forename, customer_surname,
        property_address, address_line1, address_town, address_postcode, measure_type, installer_name, installer_company, trigger,
        scheduled_date, measure_code, measure_label, trigger_label)
       select $1, 'INS-COPY-' || g, 'SINGLE_PAGE', 'PENDING', 'COPY-' || g, 'TBD', 'TBD', 'TBD', g || ' Bench Street, Leeds, LS1 4AP',
        g || ' Bench Street', 'Leeds', 'LS1 4AP', 'INSULATION', 'Bench Installer ' || (g % 200), 'Bench Installer ' || (g % 200),
        'ROUTINE_CHECK', date '2026-12-01', 'EWI', 'EWI', 'Routine Check' from generate_series(1, $2::int) g`,
      [TENANT, ROWS],
    ),
  );
}

export async function run() {
  const database = await openBenchDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'inspecthub-bench-import-'));
  const storage = createLocalStorage(join(dir, 'files'));
  await createTenant(database.db, TENANT).catch(() => undefined);
  const stamp = Date.now();
  const user = await createUser(database.db, {
    email: `bench-import-${stamp}@bench.test.uk`,
    password: 'password-1',
    firstName: 'Bench',
    lastName: 'Importer',
    role: 'COORDINATOR',
    tenantId: TENANT,
  });
  const actor: Actor = {
    db: database.db,
    tenantId: TENANT,
    ip: '127.0.0.1',
    user: {
      id: user.id,
      email: user.email,
      name: 'Bench Importer',
      firstName: 'Bench',
      lastName: 'Importer',
      role: 'COORDINATOR',
      tenantId: TENANT,
    },
  };
  const ctx = { db: database.db, storage, now: new Date() };
  console.log(`${ROWS} rows on ${database.driver}`);
  // BENCH_IMPORT_FORMATS=csv (or '' for the COPY floor alone) narrows the run.
  const formats = (process.env.BENCH_IMPORT_FORMATS ?? 'csv,xlsx')
    .split(',')
    .filter((f): f is 'csv' | 'xlsx' => f === 'csv' || f === 'xlsx');
  for (const format of formats) {
    const path = join(dir, `bench.${format}`);
    const prefix = `${format.toUpperCase()}-${stamp}`;
    await (format === 'csv' ? writeCsv(path, prefix) : writeXlsx(path, prefix));
    const key = `imports/bench-${format}-${stamp}`;
    const { size } = await storage.putFile(key, createReadStream(path));
    const { id } = await createImport(
      actor,
      storage,
      { fileName: `bench.${format}`, format, size, storageKey: key },
      { entity: 'inspections', converter: false },
    );
    const file = await getImport(actor, id);
    await startDryRun(actor, { id, mapping: file.mapping, saveMapping: false });
    const dry = await timed(() => runImportQueue(ctx));
    await startImport(actor, { id, mode: 'valid_only' });
    const imported = await timed(() => runImportQueue(ctx));
    const result = await getImport(actor, id);
    console.log(
      `${format.toUpperCase()} ${(size / 1048576).toFixed(1)} MB: dry run ${dry.seconds.toFixed(1)} s (peak RSS ${dry.peakMb} MB), import ${imported.seconds.toFixed(1)} s (peak RSS ${imported.peakMb} MB), ${result.status}, inserted ${result.inserted}, errors ${result.importErrors}`,
    );
  }
  const bigMb = Number(process.env.BENCH_IMPORT_BIG_MB ?? 0);
  if (bigMb > 0) {
    const path = join(dir, 'big.csv');
    const rows = await writeBigCsv(path, `BIG-${stamp}`, bigMb);
    const size = (await stat(path)).size;
    console.log(
      `CSV ${(size / 1048576).toFixed(1)} MB (${rows} rows with notes) ${await importThroughServer(path, process.env.DATABASE_URL)}`,
    );
  }
  const copy = await copyFloor(database, dir);
  console.log(
    `raw ${process.env.DATABASE_URL ? 'COPY (psql \\copy)' : 'INSERT ... SELECT'} of the same rows: ${copy.seconds.toFixed(1)} s`,
  );
  await database.close();
}
