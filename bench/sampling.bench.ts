// The monitoring programme at scale (issue 30 point 12): 200,000 lodged measures over 500
// installers and 8 quarters (2025-Q1 to 2026-Q4) on PostgreSQL, about 6% of them inspected
// (15% of those failed, each failure with graded checklist Fail items and remediation clocks).
// Times the latest quarter's plan (getSamplingPlan, what sampling.plan answers) and the
// quarterly scheme report (its figures, then the XLSX and the PDF): each must stay under 2 s.
// Results in docs/performance.md, "Sampling plan and quarterly scheme report".
//   BENCH_POSTGRES_URL=postgres://inspecthub_test:inspecthub_test@127.0.0.1:5432/inspecthub_test \
//     npx tsx bench/run.ts sampling
import { cpus, loadavg } from 'node:os';
import { Faker, en, en_GB } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/server/db/client';
import { buildInspectionRow } from '../src/server/db/inspection-factories';
import {
  checklistAnswers,
  fundingSchemes,
  inspections,
  installers,
  lodgedMeasures,
  workTypes,
} from '../src/server/db/schema/index';
import { ensureDefaultMatrix } from '../src/server/features/permissions/service';
import { seedSamplingCatalogue } from '../src/server/features/sampling/catalogue-seed';
import { getSamplingPlan } from '../src/server/features/sampling/plan';
import { getQuarterlySchemeReport } from '../src/server/features/sampling/report';
import { quarterlyReportPdf } from '../src/server/features/sampling/report-pdf';
import { quarterlyReportXlsx } from '../src/server/features/sampling/report-xlsx';
import { bulkInsert } from '../src/server/lib/bulk-insert';
import { createScratchDatabase } from '../src/server/test-support/scratch-postgres';
import { quarterDays } from '../src/shared/sampling/sampling';

const T = 'default-tenant';
const MEASURES = Number(process.env.BENCH_MEASURES ?? 200_000);
const INSTALLERS = 500;
const QUARTERS = [
  '2025-Q1',
  '2025-Q2',
  '2025-Q3',
  '2025-Q4',
  '2026-Q1',
  '2026-Q2',
  '2026-Q3',
  '2026-Q4',
];
const MEASURED = QUARTERS[QUARTERS.length - 1]!;
const ROUNDS = 5;
const CHUNK = 20_000;
const LIMIT_MS = 2000;

/** A small deterministic generator, so every run lodges the same population. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function seedInstallers(db: Db) {
  const rows = Array.from({ length: INSTALLERS }, (_, i) => ({
    tenantId: T,
    name: `Bench Installer ${String(i + 1).padStart(3, '0')} Ltd`,
    // One in ten under enhanced monitoring, so the raised rate is in the arithmetic.
    monitoringType: i % 10 === 0 ? 'Enhanced' : 'Standard',
    monitoringStartDate: i % 10 === 0 ? '2025-01-01' : null,
  }));
  return bulkInsert(db, installers, rows, {
    returning: { id: installers.id, name: installers.name },
  });
}

/** 200,000 measures: each installer works in two or three categories and one or two schemes. */
async function seedMeasures(db: Db, installerIds: string[]) {
  const types = await db
    .select()
    .from(workTypes)
    .where(sql`${workTypes.tenantId} = ${T}`);
  const schemes = await db
    .select()
    .from(fundingSchemes)
    .where(sql`${fundingSchemes.tenantId} = ${T}`);
  const next = random(30);
  const ids: string[] = [];
  for (let start = 0; start < MEASURES; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, MEASURES - start) }, (_, k) => {
      const n = start + k;
      const installer = n % INSTALLERS;
      const type = types[(installer + Math.floor(next() * (2 + (installer % 2)))) % types.length]!;
      const scheme = schemes[(installer + (next() < 0.8 ? 0 : 1)) % schemes.length]!;
      const quarter = QUARTERS[Math.floor(next() * QUARTERS.length)]!;
      return {
        tenantId: T,
        umr: `BENCH${String(n).padStart(7, '0')}`,
        projectReference: `BP${n}`,
        uprn: String(200_000_000 + n),
        addressLine1: `${(n % 300) + 1} Bench Road`,
        postcode: 'LS1 1AA',
        fundingSchemeId: scheme.id,
        workTypeId: type.id,
        measureCategory: type.measureCategory,
        installerId: installerIds[installer]!,
        installedDate: addDays(quarterDays(quarter).from, Math.floor(next() * 90)),
      };
    });
    const inserted = await bulkInsert(db, lodgedMeasures, rows, {
      returning: { id: lodgedMeasures.id },
    });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** About 6% of measures inspected, 15% of those failed with two graded Fail items each. */
async function seedInspections(
  db: Db,
  measureIds: string[],
  installerList: { id: string; name: string }[],
) {
  const faker = new Faker({ locale: [en_GB, en] });
  faker.seed(30);
  const next = random(12);
  const picked = measureIds.filter(() => next() < 0.06);
  let failedIds: string[] = [];
  for (let start = 0; start < picked.length; start += 5000) {
    const batch = picked.slice(start, start + 5000);
    const rows = batch.map((measureId, k) => {
      const n = start + k;
      const isFailed = next() < 0.15;
      const base = buildInspectionRow(faker, {
        tenantId: T,
        reference: `BENCH-${n}`,
        createdAt: new Date('2026-01-01T09:00:00Z'),
        installers: [installerList[n % installerList.length]!],
        inspectors: ['Bench Inspector'],
      });
      return {
        ...base,
        lodgedMeasureId: measureId,
        status: isFailed ? 'FAILED' : 'PASSED',
        completedDate: '2026-01-15',
      };
    });
    const inserted = await bulkInsert(db, inspections, rows, {
      returning: { id: inspections.id, status: inspections.status },
    });
    failedIds = failedIds.concat(inserted.filter((r) => r.status === 'FAILED').map((r) => r.id));
  }
  const severities = ['Category 1', 'Major', 'Minor'] as const;
  const answers = failedIds.flatMap((inspectionId, i) =>
    [0, 1].map((item) => ({
      tenantId: T,
      inspectionId,
      itemId: `bench-${item}`,
      answer: 'Fail' as const,
      severity: severities[(i + item) % 3]!,
      failedAt: new Date('2026-01-15T10:00:00Z'),
      remediationDueAt: new Date(item === 0 ? '2026-03-12T10:00:00Z' : '2027-03-12T10:00:00Z'),
      evidenceSubmittedAt: i % 4 === 0 ? new Date('2026-03-20T10:00:00Z') : null,
      acceptedAt: i % 4 === 0 ? new Date('2026-03-22T10:00:00Z') : null,
      overturnedAt: i % 9 === 0 && item === 1 ? new Date('2026-01-20T10:00:00Z') : null,
    })),
  );
  for (let start = 0; start < answers.length; start += CHUNK)
    await bulkInsert(db, checklistAnswers, answers.slice(start, start + CHUNK));
  return { inspected: picked.length, failed: failedIds.length, answers: answers.length };
}

/** Wall time and this process's CPU time (user + system), median and slowest of ROUNDS. */
async function time<T>(work: () => Promise<T>) {
  const walls: number[] = [];
  const cpus: number[] = [];
  let result: T | undefined;
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    result = await work();
    const used = process.cpuUsage(cpu);
    walls.push(performance.now() - started);
    cpus.push((used.user + used.system) / 1000);
  }
  const median = (list: number[]) =>
    Math.round([...list].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!);
  return {
    median: median(walls),
    max: Math.round(Math.max(...walls)),
    cpu: median(cpus),
    result: result!,
  };
}

export async function run() {
  const url = process.env.BENCH_POSTGRES_URL;
  if (!url) {
    console.log('skipped: set BENCH_POSTGRES_URL (the figures are for PostgreSQL)');
    return;
  }
  const scratch = await createScratchDatabase(url, 'inspecthub_bench_sampling');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    const { db } = database;
    await database.migrate();
    await ensureDefaultMatrix(db, T);
    await seedSamplingCatalogue(db, T);
    const seeding = performance.now();
    const installerList = await seedInstallers(db);
    const measureIds = await seedMeasures(
      db,
      installerList.map((r) => r.id),
    );
    const seeded = await seedInspections(db, measureIds, installerList);
    await db.execute(sql`analyze`);
    console.log(
      `seeded ${measureIds.length} measures, ${INSTALLERS} installers, ${QUARTERS.length} quarters, ${seeded.inspected} inspections (${seeded.failed} failed, ${seeded.answers} Fail items) in ${Math.round((performance.now() - seeding) / 1000)} s`,
    );
    const plan = await time(() => getSamplingPlan(db, T, MEASURED));
    const figures = await time(() => getQuarterlySchemeReport(db, T, MEASURED));
    const xlsxFile = await time(() => quarterlyReportXlsx(figures.result, new Date()));
    const pdfFile = await time(() => quarterlyReportPdf(figures.result, new Date()));
    const xlsx = await time(async () =>
      quarterlyReportXlsx(await getQuarterlySchemeReport(db, T, MEASURED), new Date()),
    );
    const pdf = await time(async () =>
      quarterlyReportPdf(await getQuarterlySchemeReport(db, T, MEASURED), new Date()),
    );
    const rows = figures.result.rows.length;
    const schemeRows = figures.result.schemes.reduce((n, s) => n + s.rows.length, 0);
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')} on ${cpus().length} CPUs`,
    );
    console.log(
      `${MEASURED}: ${plan.result.totals.population} measures, ${rows} installer and category rows, ${schemeRows} scheme rows (median and slowest of ${ROUNDS})`,
    );
    const line = (label: string, t: { median: number; max: number; cpu: number }, extra = '') =>
      console.log(
        `  ${label.padEnd(30)} ${t.median} ms (slowest ${t.max} ms; Node CPU ${t.cpu} ms)${extra}${t.median > LIMIT_MS ? '  OVER 2 s' : ''}`,
      );
    line('plan (sampling.plan)', plan);
    line('report figures', figures);
    line('  XLSX file alone', xlsxFile);
    line('  PDF file alone', pdfFile);
    line('report XLSX (figures + file)', xlsx, `, ${Math.round(xlsx.result.length / 1024)} KB`);
    line('report PDF (figures + file)', pdf, `, ${Math.round(pdf.result.length / 1024)} KB`);
  } finally {
    await database.close();
    await scratch.drop();
  }
}
