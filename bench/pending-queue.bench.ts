// inspection.getPendingInspections on 1,000,000 inspections: HTTP through the real app vs the same SQL through the driver.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { createTenant, createUser } from '../src/server/db/factories';
import { paginate } from '../src/server/lib/paginate';
import { inspections } from '../src/server/db/schema/index';
import {
  pendingCounterQuery,
  pendingPageQuery,
  pendingWhere,
} from '../src/server/features/inspections/pending';
import {
  signInForBench,
  measureDirect,
  measureHttp,
  openBenchDatabase,
  report,
  startBenchServer,
} from './harness';

const TENANT = 'bench-queue';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CHUNK = 100_000;

/** Half the rows open; idempotent: tops the tenant up to `rows` inspections. */
export async function generatePendingRows(database: Database, tenant: string, rows: number) {
  const ROWS = rows;
  const TENANT = tenant;
  const prefix = tenant === 'bench-queue' ? 'INS-BENCH-' : `INS-${tenant.slice(-4).toUpperCase()}-`;
  const [{ n } = { n: 0 }] = (await database.db
    .select({ n: count() })
    .from(inspections)
    .where(eq(inspections.tenantId, TENANT))) as { n: number }[];
  if (n >= ROWS) return;
  const started = performance.now();
  for (let from = n + 1; from <= ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK - 1);
    // Half the rows open (3 of 6 statuses), 4 measures, 6 triggers, 10% unscheduled.
    await database.query(
      `insert into inspections (tenant_id, reference, source, status, policy_id, customer_name, customer_forename, customer_surname,
        property_address, address_line1, address_town, address_postcode, measure_type, installer_name, installer_company, trigger,
        scheduled_date, notes, measure_code, measure_label, trigger_label, created_at, updated_at)
       select $1, $4 || lpad(g::text, 7, '0'), 'SCHEDULE_WIZARD',
        (array['PENDING','IN_PROGRESS','PASSED','FAILED','REQUIRES_FOLLOW_UP','CANCELLED'])[1 + g % 6],
        (100000 + g)::text, 'Customer ' || g, 'Customer', g::text, g || ' Bench Street, Leeds, LS1 1AA', g || ' Bench Street', 'Leeds', 'LS1 1AA',
        (array['INSULATION','HEATING_SYSTEM','RENEWABLE_ENERGY','SMART_CONTROLS'])[1 + (g / 7) % 4],
        'Installer ' || (g % 50), 'Installer ' || (g % 50) || ' Ltd',
        (array['INSTALLATION_COMPLETE','QUALITY_ASSURANCE','CUSTOMER_COMPLAINT','REGULATORY_REQUIREMENT','FOLLOW_UP','ROUTINE_CHECK'])[1 + (g / 3) % 6],
        case when g % 10 = 0 then null else date '2025-01-01' + (g % 700) end, '', 'EWI', 'EWI', 'Bench',
        now() - make_interval(secs => g), now()
       from generate_series($2::int, $3::int) g`,
      [TENANT, from, to, prefix],
    );
  }
  // A live database is autovacuumed; a freshly loaded one needs it for index-only scans.
  await database.query('vacuum analyze inspections', []);
  console.log(
    `generated ${ROWS - n} inspections in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The two statements the procedure runs (built by the service's own query builders), for the driver-only floor. */
function directQueries(
  database: Database,
  input: { page: number; measureType?: 'INSULATION'; trigger?: 'FOLLOW_UP' },
) {
  const full = { limit: 20, ...input };
  const rows = pendingPageQuery(
    database.db,
    pendingWhere(eq(inspections.tenantId, TENANT), full),
    paginate(full),
  ).toSQL();
  const total = pendingCounterQuery(database.db, TENANT, full).toSQL();
  return () =>
    Promise.all([database.query(rows.sql, rows.params), database.query(total.sql, total.params)]);
}

export async function run() {
  const database = await openBenchDatabase();
  await createTenant(database.db, TENANT);
  await generatePendingRows(database, TENANT, ROWS);
  const email = `queue-${Date.now()}@inspecthub.bench`;
  await createUser(database.db, {
    email,
    password: 'bench-password-1',
    firstName: 'Queue',
    lastName: 'Bench',
    role: 'COORDINATOR',
    tenantId: TENANT,
  });
  const app = await startBenchServer(database);
  try {
    const headers = await signInForBench(email, 'bench-password-1');
    console.log(
      `driver: ${database.driver}, ${ROWS.toLocaleString('en-GB')} inspections (half open)`,
    );
    const cases = [
      { label: 'page 1, no filter', input: { page: 1 } },
      {
        label: 'page 1, INSULATION + FOLLOW_UP',
        input: { page: 1, measureType: 'INSULATION', trigger: 'FOLLOW_UP' } as const,
      },
      { label: 'page 500, no filter', input: { page: 500 } },
    ];
    for (const c of cases) {
      const path = `/trpc/inspection.getPendingInspections?input=${encodeURIComponent(JSON.stringify(c.input))}`;
      report(
        c.label,
        await measureHttp(path, headers),
        await measureDirect(directQueries(database, c.input), 500),
        await measureHttp(path, headers, 10),
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}
