import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import {
  fundingSchemes,
  lodgedMeasures,
  rolePermissions,
  workTypes,
} from '@/server/db/schema/index';
import { createInstaller } from '@/server/test-support/installers';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createUser, type User } from '@/server/test-support/users';
import { forbiddenMessage } from '@/server/trpc/requirement';
import { QUARTERLY_FORMAT_MESSAGE } from '@/shared/reports/schemas';
import { DEFAULT_TENANT_ID as T } from '@/shared/roles';
import { seedSamplingCatalogue } from '../sampling/catalogue-seed';
import { settleBackgroundReports } from './generate-report';
import { QUARTERLY_PERMISSION_MESSAGE, quarterlySchemeSource } from './quarterly-scheme-source';
import { resolvePresetFilters } from './report-content';
import { readStoredReport } from './test-fixtures';

let database: Database;
let coordinator: User;

beforeAll(async () => {
  database = await openTestDatabase();
  coordinator = await createUser(database.db, { role: 'COORDINATOR' });
  await seedSamplingCatalogue(database.db, T);
  const acme = await createInstaller(database.db, { name: 'Acme Walls' });
  const [cavity] = await database.db.select().from(workTypes).where(eq(workTypes.code, 'DW-101'));
  const [eco4] = await database.db
    .select()
    .from(fundingSchemes)
    .where(eq(fundingSchemes.code, 'ECO4'));
  await database.db.insert(lodgedMeasures).values(
    Array.from({ length: 30 }, (_, i) => ({
      tenantId: T,
      umr: `QSR${i}`,
      addressLine1: `${i} Report Street`,
      postcode: 'LS1 1AA',
      fundingSchemeId: eco4!.id,
      workTypeId: cavity!.id,
      measureCategory: cavity!.measureCategory,
      installerId: acme.id,
      installedDate: '2026-02-02',
    })),
  );
}, 60_000);
afterAll(async () => {
  await settleBackgroundReports();
  await database.close();
});

const caller = () => callerFor(database.db, coordinator);
const samplingGrant = and(
  eq(rolePermissions.tenantId, T),
  eq(rolePermissions.role, 'COORDINATOR'),
  eq(rolePermissions.permission, 'sampling:view'),
);

async function generate(format: 'xlsx' | 'pdf') {
  const queued = await caller().reports.generate({
    preset: 'quarterly-scheme',
    quarter: '2026-Q1',
    format,
  });
  await settleBackgroundReports();
  return caller().reports.get({ id: queued.id });
}

describe('reports.generate: Quarterly Scheme Report', () => {
  it('writes the quarter as a workbook, titled and described by its quarter', async () => {
    const report = await generate('xlsx');
    expect(report).toMatchObject({
      status: 'completed',
      title: 'Quarterly Scheme Report',
      rowCount: 1,
      filters: { quarter: '2026-Q1' },
    });
    const workbook = new ExcelJS.Workbook();
    const file = await readStoredReport(database.db, report.id);
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const row = workbook.getWorksheet('Installers and categories')!.getRow(2).values as unknown[];
    expect(row.slice(1, 4)).toEqual(['Acme Walls', 'CWI', 30]);
  });

  it('writes a PDF', async () => {
    const report = await generate('pdf');
    expect(report.status).toBe('completed');
    const file = await readStoredReport(database.db, report.id);
    expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('asks for a quarter and refuses CSV', async () => {
    await expectBadRequest(
      caller().reports.generate({ preset: 'quarterly-scheme', format: 'xlsx' }),
      'Choose a quarter',
    );
    await expectBadRequest(
      caller().reports.generate({ preset: 'quarterly-scheme', quarter: '2026-Q1', format: 'csv' }),
      QUARTERLY_FORMAT_MESSAGE,
    );
  });

  it('needs sampling:view to ask for it, and again when it runs', async () => {
    await database.db.delete(rolePermissions).where(samplingGrant);
    try {
      await expect(
        caller().reports.generate({
          preset: 'quarterly-scheme',
          quarter: '2026-Q1',
          format: 'pdf',
        }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', message: forbiddenMessage('sampling:view') });
      // A schedule saved before the grant was withdrawn: its run is refused with a message.
      const name = `${coordinator.firstName} ${coordinator.lastName}`;
      const actor = { db: database.db, tenantId: T, user: { ...coordinator, name }, ip: 'test' };
      await expect(
        quarterlySchemeSource(actor, { type: 'all', status: 'all', quarter: '2026-Q1' }, '', ''),
      ).rejects.toThrow(QUARTERLY_PERMISSION_MESSAGE);
    } finally {
      await database.db
        .insert(rolePermissions)
        .values({ tenantId: T, role: 'COORDINATOR', permission: 'sampling:view' });
    }
  });

  it('reports, when scheduled, the quarter of the day before its run', () => {
    const filters = { type: 'all', status: 'all' } as const;
    expect(resolvePresetFilters('quarterly-scheme', filters, '2026-04-01').quarter).toBe('2026-Q1');
    expect(resolvePresetFilters('quarterly-scheme', filters, '2026-05-01').quarter).toBe('2026-Q2');
  });
});
