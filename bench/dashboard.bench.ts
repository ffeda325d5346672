// dashboard.summary (and the Performance / Analytics tabs) on 1,000,000 inspections: HTTP through the real
// app vs the same SQL through the driver, and vs the raw aggregates over `inspections` the summary table replaces.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { dashboardRanges, toLondonDate, DASHBOARD_PERIODS } from '../src/shared/dashboard/periods';
import type { Database } from '../src/server/db/client';
import { createTenant, createUser } from '../src/server/db/factories';
import { inspections, rolePermissions } from '../src/server/db/schema/index';
import { summaryQueries } from '../src/server/features/dashboard/summary';
import { dimensionCountersQuery } from '../src/server/features/dashboard/stats-queries';
import {
  signInForBench,
  measureDirect,
  measureHttp,
  openBenchDatabase,
  report,
  startBenchServer,
} from './harness';

const TENANT = 'bench-dashboard';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CHUNK = 100_000;
const dialect = new PgDialect();

async function generate(database: Database) {
  const [{ n } = { n: 0 }] = (await database.db
    .select({ n: count() })
    .from(inspections)
    .where(eq(inspections.tenantId, TENANT))) as { n: number }[];
  if (n >= ROWS) return;
  const started = performance.now();
  for (let from = n + 1; from <= ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK - 1);
    // One inspection a minute going back ~23 months; 6 statuses, 10 measures, 6 triggers, 100 postcode
    // areas, 50 inspectors, 200 installers; EWI rows graded; completions 0-9 days after registration.
    await database.query(
      `insert into inspections (tenant_id, reference, source, status, policy_id, customer_name, customer_forename, customer_surname,
        property_address, address_line1, address_town, address_postcode, measure_type, installer_name, installer_company, trigger,
        scheduled_date, notes, measure_code, measure_label, trigger_label, inspector_name, ewi_grading, completed_date, created_at, updated_at)
       select $1, 'INS-DASH-' || lpad(g::text, 7, '0'), 'SINGLE_PAGE', s.status,
        (100000 + g)::text, 'Customer ' || g, 'Customer', g::text, g || ' Bench Street', g || ' Bench Street', 'Town', s.area || (1 + g % 20) || ' 1AA',
        'INSULATION', 'Installer ' || (g % 200), 'Installer ' || (g % 200) || ' Ltd',
        (array['INSTALLATION_COMPLETE','QUALITY_ASSURANCE','CUSTOMER_COMPLAINT','REGULATORY_REQUIREMENT','FOLLOW_UP','ROUTINE_CHECK'])[1 + (g / 3) % 6],
        null, '', s.measure, s.measure, 'Bench', 'Inspector ' || (g % 50),
        case when s.measure = 'EWI' then (array['Green','Amber','Red'])[1 + (g / 11) % 3] end,
        case when s.status in ('PASSED','FAILED') then (s.created at time zone 'Europe/London')::date + (g % 10) end,
        s.created, s.created
       from generate_series($2::int, $3::int) g
       cross join lateral (select
         (array['PENDING','IN_PROGRESS','PASSED','PASSED','PASSED','FAILED','REQUIRES_FOLLOW_UP','CANCELLED'])[1 + g % 8] as status,
         (array['EWI','CWI','IWI','RIRI','LOFT','ESH','GAS_BOILER','SOLAR_PV','ASHP','HEATING_CONTROLS'])[1 + (g / 7) % 10] as measure,
         case when (g / 13) % 100 < 26 then chr(65 + (g / 13) % 100) else chr(65 + (g / 13) % 26) || chr(65 + (g / 13) % 100 / 26) end as area,
         now() - make_interval(mins => g) as created) s`,
      [TENANT, from, to],
    );
  }
  // Defects on one inspection in ten, two thirds resolved.
  await database.query(
    `insert into defects (tenant_id, reference, inspection_id, title, description, severity, category, status, due_date, created_at)
     select tenant_id, 'DEF-' || reference, id, 'Bench defect', 'Bench', 'medium', 'quality',
       case when random() < 0.67 then 'resolved' else 'open' end, created_at + interval '56 days', created_at + interval '1 day'
     from inspections where tenant_id = $1 and reference like 'INS-DASH-%' and right(reference, 1) = '0'`,
    [TENANT],
  );
  await database.query('vacuum analyze inspections', []);
  await database.query('vacuum analyze dashboard_daily_stats', []);
  await database.query('vacuum analyze defects', []);
  console.log(
    `generated ${ROWS - n} inspections in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function toRunnable(database: Database, queries: Record<string, SQL>) {
  const compiled = Object.values(queries).map((q) => dialect.sqlToQuery(q));
  return () => Promise.all(compiled.map((q) => database.query(q.sql, q.params)));
}

export async function run() {
  const database = await openBenchDatabase();
  await createTenant(database.db, TENANT);
  await generate(database);
  const password = 'bench-password-1';
  const stamp = Date.now();
  const coordinator = `dashboard-${stamp}@inspecthub.bench`;
  const inspector = `dashboard-inspector-${stamp}@inspecthub.bench`;
  await createUser(database.db, {
    email: coordinator,
    password,
    firstName: 'Dash',
    lastName: 'Bench',
    role: 'COORDINATOR',
    tenantId: TENANT,
  });
  // "Inspector 7" owns 1 in 50 inspections by name; without view_all the dashboard narrows to those.
  await createUser(database.db, {
    email: inspector,
    password,
    firstName: 'Inspector',
    lastName: '7',
    role: 'INSPECTOR',
    tenantId: TENANT,
  });
  await database.db
    .delete(rolePermissions)
    .where(
      and(
        eq(rolePermissions.tenantId, TENANT),
        eq(rolePermissions.role, 'INSPECTOR'),
        eq(rolePermissions.permission, 'inspections:view_all'),
      ),
    );
  const [{ rows } = { rows: 0 }] = (
    (await database.query(
      `select count(*)::int as rows from dashboard_daily_stats where tenant_id = $1`,
      [TENANT],
    )) as { rows: { rows: number }[] }
  ).rows;
  const app = await startBenchServer(database);
  try {
    const headers = await signInForBench(coordinator, password);
    const inspectorHeaders = await signInForBench(inspector, password);
    console.log(
      `driver: ${database.driver}, ${ROWS.toLocaleString('en-GB')} inspections, ${rows.toLocaleString('en-GB')} summary rows`,
    );
    const today = toLondonDate(new Date());
    for (const period of DASHBOARD_PERIODS) {
      const ranges = dashboardRanges(period, today);
      const path = `/trpc/dashboard.summary?input=${encodeURIComponent(JSON.stringify({ period }))}`;
      report(
        `dashboard.summary, ${period}`,
        await measureHttp(path, headers),
        await measureDirect(
          toRunnable(database, summaryQueries({ tenantId: TENANT, scope: null }, ranges)),
          500,
        ),
        await measureHttp(path, headers, 10),
      );
      // Seconds per call: three timed calls, no warm-up.
      const raw = toRunnable(
        database,
        summaryQueries({ tenantId: TENANT, scope: eq(inspections.tenantId, TENANT) }, ranges),
      );
      const rawTimes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await raw();
        rawTimes.push(Math.round(performance.now() - started));
      }
      console.log(
        `  raw aggregates over inspections (no summary table), 3 calls: ${rawTimes.join(', ')} ms`,
      );
    }
    const year = dashboardRanges('year', today);
    for (const [tab, dimensions] of [
      ['performance', ['inspector', 'installer']],
      ['analytics', ['measure', 'trigger']],
    ] as const) {
      const path = `/trpc/dashboard.${tab}?input=${encodeURIComponent(JSON.stringify({ period: 'year' }))}`;
      const queries = Object.fromEntries(
        dimensions.map((d) => [
          d,
          dimensionCountersQuery({ tenantId: TENANT, scope: null }, d, year.current),
        ]),
      );
      report(
        `dashboard.${tab}, year`,
        await measureHttp(path, headers),
        await measureDirect(toRunnable(database, queries), 500),
      );
    }
    const narrowed = `/trpc/dashboard.summary?input=${encodeURIComponent(JSON.stringify({ period: 'year' }))}`;
    const scope = sql`${inspections.tenantId} = ${TENANT} and lower(${inspections.inspectorName}) = 'inspector 7'`;
    report(
      'dashboard.summary, year, inspector narrowed to own inspections (raw path)',
      await measureHttp(narrowed, inspectorHeaders),
      await measureDirect(
        toRunnable(database, summaryQueries({ tenantId: TENANT, scope }, year)),
        200,
      ),
    );
  } finally {
    await app.close();
    await database.close();
  }
}
