// Header record search (search.records) and the inspections lookup alone, with 1,000,000 inspections.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { createTenant, createUser } from '../src/server/db/factories';
import { inspections } from '../src/server/db/schema/index';
import { inspectionLookup } from '../src/server/features/search/records';
import {
  measureDirect,
  measureHttp,
  openBenchDatabase,
  report,
  signInForBench,
  startBenchServer,
} from './harness';

const TENANT = 'bench-search';
const INSPECTIONS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CHUNK = 100_000;

const FORENAMES = [
  'Tom',
  'Ava',
  'Zoë',
  'Priya',
  'Gareth',
  'Siobhan',
  'Amir',
  'Ruth',
  'Callum',
  'Eilidh',
];
const SURNAMES = [
  'Hughes',
  'Patel',
  'Brontë',
  'Jones',
  'Evans',
  'Murphy',
  'Khan',
  'Walsh',
  'Taylor',
  'Davies',
  'Roberts',
  'Campbell',
  'Okafor',
  'Nowak',
  'Fraser',
  'Lloyd',
  'Byrne',
  'Singh',
  'Ahmed',
  'Clarke',
];
const TOWNS = [
  'Leeds',
  'Bradford',
  'Harrogate',
  'Halifax',
  'York',
  'Wakefield',
  'Hull',
  'Sheffield',
];
const AREAS = ['LS', 'BD', 'HG', 'HX', 'YO', 'WF', 'HU', 'S'];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** References in the product's own form (INS-YYYY-NNNNNN), for the whole-reference lookup. */
async function ensureRealReferences(database: Database) {
  await database.query(
    `insert into inspections (tenant_id, reference, source, status, policy_id, customer_name, customer_forename, customer_surname,
      property_address, address_line1, address_town, address_postcode, measure_type, installer_name, installer_company,
      trigger, notes, measure_code, measure_label, trigger_label)
     select $1, 'INS-2026-' || (500000 + g), 'SINGLE_PAGE', 'PENDING', (900000 + g)::text, 'Ava Byrne', 'Ava', 'Byrne',
       g || ' Quay Street, Hull', g || ' Quay Street', 'Hull', 'HU1 2AA', 'INSULATION', 'Bench Installer 1',
       'Bench Installer Ltd', 'QUALITY_ASSURANCE', '', 'EWI', 'EWI', 'Bench'
     from generate_series(0, 999) g
     on conflict do nothing`,
    [TENANT],
  );
}

async function generate(database: Database) {
  const [existing] = await database.db
    .select({ n: count() })
    .from(inspections)
    .where(eq(inspections.tenantId, TENANT));
  if ((existing?.n ?? 0) >= INSPECTIONS) return;
  const started = performance.now();
  for (let from = 1; from <= INSPECTIONS; from += CHUNK) {
    const to = Math.min(INSPECTIONS, from + CHUNK - 1);
    // Varied names, streets, towns and postcodes, so the trigram index is as selective as real data.
    await database.query(
      `insert into inspections (tenant_id, reference, source, status, policy_id, customer_name, customer_forename, customer_surname,
        property_address, address_line1, address_town, address_postcode, measure_type, installer_name, installer_company,
        trigger, scheduled_date, notes, measure_code, measure_label, trigger_label, created_at, updated_at)
       select $1, 'INS-BS-' || lpad(g::text, 7, '0'), 'SINGLE_PAGE', 'PENDING', (700000 + g)::text,
        f || ' ' || s, f, s,
        (g % 400 + 1) || ' ' || (array['Park Row','Mill Lane','Station Road','Church Street','Victoria Terrace'])[1 + g % 5] || ', ' || t,
        (g % 400 + 1) || ' Street', t, pc,
        'INSULATION', 'Bench Installer ' || (g % 500), 'Bench Installer Ltd', 'QUALITY_ASSURANCE',
        date '2026-01-01' + (g % 300), '', 'EWI', 'EWI', 'Bench', now(), now()
       from (
         select g,
           (${sqlArray(FORENAMES)})[1 + g % ${FORENAMES.length}] f,
           (${sqlArray(SURNAMES)})[1 + (g / ${FORENAMES.length}) % ${SURNAMES.length}] s,
           (${sqlArray(TOWNS)})[1 + g % ${TOWNS.length}] t,
           (${sqlArray(AREAS)})[1 + g % ${AREAS.length}] || (1 + (g / 7) % 29) || ' ' || (g / 13) % 10
             || chr(65 + (g / 3) % 26) || chr(65 + (g / 11) % 26) pc
         from generate_series($2::int, $3::int) g
       ) rows`,
      [TENANT, from, to],
    );
  }
  await database.query('vacuum analyze inspections', []);
  console.log(
    `generated ${INSPECTIONS.toLocaleString('en-GB')} inspections in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The inspections lookup of search.records (the same function, an ADMIN's whole-tenant scope), called in-process. */
function directLookup(database: Database, text: string) {
  return () =>
    inspectionLookup(database.db, eq(inspections.tenantId, TENANT), text, { wholeTenant: true });
}

export async function run() {
  const database = await openBenchDatabase();
  await createTenant(database.db, TENANT);
  await generate(database);
  await ensureRealReferences(database);
  const email = `search-${Date.now()}@inspecthub.bench`;
  await createUser(database.db, {
    email,
    password: 'bench-password-1',
    firstName: 'Search',
    lastName: 'Bench',
    role: 'ADMIN',
    tenantId: TENANT,
  });
  const app = await startBenchServer(database);
  try {
    const headers = await signInForBench(email, 'bench-password-1');
    console.log(
      `driver: ${database.driver}, ${INSPECTIONS.toLocaleString('en-GB')} inspections; HTTP = search.records (all nine kinds), direct = the inspections lookup alone (inspectionLookup in-process)`,
    );
    for (const [label, text] of [
      ['a whole reference', 'INS-2026-500123'],
      ['part of a reference', 'INS-BS-051234'],
      ['the start of a reference, as it is typed', 'INS-2026-50'],
      ['a postcode typed without its space (none has it)', 'hg52ak'],
      ['a postcode typed without its space (six have it)', 'hg52sq'],
      ['a name with a typo', 'Siobhan Hughs'],
      ['a town', 'Harrogate'],
    ] as const) {
      const path = `/trpc/search.records?input=${encodeURIComponent(JSON.stringify({ q: text }))}`;
      report(
        `${label} ('${text}')`,
        await measureHttp(path, headers),
        await measureDirect(directLookup(database, text), 200),
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}
