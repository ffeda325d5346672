// Installer list sorted by risk and by compliance, and one profile, with 10,000 installers and 1,000,000 inspections.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { createTenant, createUser } from '../src/server/db/factories';
import { installers } from '../src/server/db/schema/index';
import { recomputeInstallerFigures } from '../src/server/features/monitoring/installer-figures';
import { getInstaller } from '../src/server/features/installers/detail';
import {
  derivedColumns,
  installerOrder,
  installerWhere,
  rowColumns,
} from '../src/server/features/installers/list-query';
import {
  signInForBench,
  measureDirect,
  measureHttp,
  openBenchDatabase,
  report,
  startBenchServer,
} from './harness';

const TENANT = 'bench-installers';
const INSTALLERS = 10_000;
const INSPECTIONS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CHUNK = 100_000;

async function generate(database: Database) {
  const [existing] = await database.db
    .select({ n: count() })
    .from(installers)
    .where(eq(installers.tenantId, TENANT));
  if ((existing?.n ?? 0) >= INSTALLERS) return;
  const started = performance.now();
  await database.query(
    `insert into installers (tenant_id, name, email, qmp_cert_number, company_number, status, monitoring_type)
     select $1, 'Bench Installer ' || lpad(g::text, 5, '0'), 'office' || g || '@bench.co.uk', 'QMP-' || (50000 + g),
       lpad((1000000 + g)::text, 8, '0'), case when g % 20 = 0 then 'Suspended' else 'Active' end,
       case when g % 7 = 0 then 'Enhanced' else 'Standard' end
     from generate_series(1, $2::int) g`,
    [TENANT, INSTALLERS],
  );
  await database.query(
    `create temp table bench_installer_ids as
     select row_number() over (order by id) - 1 as n, id from installers where tenant_id = $1`,
    [TENANT],
  );
  for (let from = 1; from <= INSPECTIONS; from += CHUNK) {
    const to = Math.min(INSPECTIONS, from + CHUNK - 1);
    await database.query(
      `insert into inspections (tenant_id, reference, source, status, policy_id, customer_name, customer_forename, customer_surname,
        property_address, address_line1, address_town, address_postcode, measure_type, installer_name, installer_company, installer_id,
        trigger, scheduled_date, completed_date, ewi_grading, notes, measure_code, measure_label, trigger_label, created_at, updated_at)
       select $1, 'INS-IB-' || lpad(g::text, 7, '0'), 'COMPLETED_WIZARD',
        (array['PASSED','PASSED','PASSED','FAILED','REQUIRES_FOLLOW_UP','PENDING'])[1 + g % 6],
        g::text, 'Customer', 'C', 'D', 'Bench Street', 'Bench Street', 'Leeds', 'LS1 1AA', 'INSULATION',
        'Bench Installer', 'Bench Installer Ltd', b.id, 'QUALITY_ASSURANCE',
        date '2025-06-01' + (g % 530), case when g % 6 < 5 then date '2025-06-01' + (g % 530) end,
        (array['Green', 'Green', 'Amber', 'Red', null, null])[1 + g % 6], '', 'EWI', 'EWI', 'Bench',
        now() - make_interval(days => g % 530), now()
       from generate_series($2::int, $3::int) g join bench_installer_ids b on b.n = g % ${INSTALLERS}`,
      [TENANT, from, to],
    );
  }
  await database.query('drop table bench_installer_ids', []);
  await database.query('vacuum analyze inspections', []);
  const ids = await database.db
    .select({ id: installers.id })
    .from(installers)
    .where(eq(installers.tenantId, TENANT));
  for (const { id } of ids) await recomputeInstallerFigures(database.db, TENANT, id);
  await database.query('vacuum analyze installers', []);
  console.log(
    `generated ${INSTALLERS} installers and ${INSPECTIONS} inspections (figures included) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function directList(
  database: Database,
  sort: 'riskScore' | 'complianceRate',
  direction: 'asc' | 'desc',
) {
  const filters = { search: '', status: '' as const, monitoringType: '' as const, sort, direction };
  const where = installerWhere(TENANT, filters);
  const rows = database.db
    .select({ ...rowColumns, ...derivedColumns(TENANT) })
    .from(installers)
    .where(where)
    .orderBy(...installerOrder(filters))
    .limit(25)
    .toSQL();
  const total = database.db.select({ total: count() }).from(installers).where(where).toSQL();
  return () =>
    Promise.all([database.query(rows.sql, rows.params), database.query(total.sql, total.params)]);
}

export async function run() {
  const database = await openBenchDatabase();
  await createTenant(database.db, TENANT);
  await generate(database);
  const email = `installers-${Date.now()}@inspecthub.bench`;
  await createUser(database.db, {
    email,
    password: 'bench-password-1',
    firstName: 'Inst',
    lastName: 'Bench',
    role: 'COORDINATOR',
    tenantId: TENANT,
  });
  const app = await startBenchServer(database);
  try {
    const headers = await signInForBench(email, 'bench-password-1');
    console.log(
      `driver: ${database.driver}, ${INSTALLERS.toLocaleString('en-GB')} installers, ${INSPECTIONS.toLocaleString('en-GB')} inspections`,
    );
    for (const [label, sort, direction] of [
      ['list sorted by risk score (desc)', 'riskScore', 'desc'],
      ['list sorted by compliance (asc)', 'complianceRate', 'asc'],
    ] as const) {
      const path = `/trpc/installers.list?input=${encodeURIComponent(JSON.stringify({ sort, direction }))}`;
      report(
        label,
        await measureHttp(path, headers),
        await measureDirect(directList(database, sort, direction), 500),
        await measureHttp(path, headers, 10),
      );
    }
    const [one] = await database.db
      .select({ id: installers.id })
      .from(installers)
      .where(eq(installers.tenantId, TENANT))
      .limit(1);
    const path = `/trpc/installers.get?input=${encodeURIComponent(JSON.stringify({ id: one!.id }))}`;
    report(
      'profile figures (installers.get; direct = the service through Drizzle, 6 statements)',
      await measureHttp(path, headers),
      await measureDirect(() => getInstaller(database.db, { tenantId: TENANT }, one!.id), 500),
      await measureHttp(path, headers, 10),
    );
  } finally {
    await app.close();
    await database.close();
  }
}
