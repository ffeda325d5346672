import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { fundingSchemes, installers, lodgedMeasures, workTypes } from '@/server/db/schema/index';
import { readDocumentText } from '@/server/lib/document-text';
import { createInspection } from '@/server/test-support/inspections';
import { openTestDatabase } from '@/server/test-support/test-database';
import { DEFAULT_TENANT_ID as T } from '@/shared/roles';
import { seedSamplingCatalogue } from './catalogue-seed';
import { getQuarterlySchemeReport } from './report';
import { QUARTERLY_PDF_ROW_LIMIT, quarterlyReportPdf } from './report-pdf';

// The PDF holds at most QUARTERLY_PDF_ROW_LIMIT installer and category rows, those most in need
// of attention, and says so; the workbook keeps every row (docs/sampling.md).

let database: Database;
const NOW = new Date('2026-05-01T09:00:00Z');
const INSTALLERS = QUARTERLY_PDF_ROW_LIMIT + 2;
const name = (i: number) => `Cap Installer ${String(i).padStart(3, '0')}`;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await seedSamplingCatalogue(db, T);
  const [type] = await db
    .select()
    .from(workTypes)
    .where(and(eq(workTypes.tenantId, T), eq(workTypes.code, 'DW-101')));
  const [scheme] = await db
    .select()
    .from(fundingSchemes)
    .where(and(eq(fundingSchemes.tenantId, T), eq(fundingSchemes.code, 'ECO4')));
  // One measure each, none inspected: every row has one outstanding, so names settle the order.
  const names = [...Array.from({ length: INSTALLERS }, (_, i) => name(i)), 'Zz Failing Walls'];
  const rows = await db
    .insert(installers)
    .values(names.map((n) => ({ tenantId: T, name: n })))
    .returning({ id: installers.id, name: installers.name });
  const measures = await db
    .insert(lodgedMeasures)
    .values(
      rows.map((r, i) => ({
        tenantId: T,
        umr: `PCAP${String(i).padStart(4, '0')}`,
        addressLine1: `${i} Cap Street`,
        postcode: 'LS1 1AA',
        fundingSchemeId: scheme!.id,
        workTypeId: type!.id,
        measureCategory: type!.measureCategory,
        installerId: r.id,
        installedDate: '2026-02-02',
      })),
    )
    .returning({ id: lodgedMeasures.id, installerId: lodgedMeasures.installerId });
  // The last name alphabetically, but in a fail-rate band: it comes first.
  const failing = rows.find((r) => r.name === 'Zz Failing Walls')!;
  await createInspection(db, {
    lodgedMeasureId: measures.find((m) => m.installerId === failing.id)!.id,
    installerId: failing.id,
    status: 'FAILED',
    completedDate: '2026-03-10',
  });
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('the quarterly scheme report PDF past its row limit', () => {
  it('shows the rows most in need of attention and says how many were left out', async () => {
    const report = await getQuarterlySchemeReport(database.db, T, '2026-Q1', NOW);
    const total = INSTALLERS + 1;
    expect(report.rows).toHaveLength(total);
    const text = (await readDocumentText(await quarterlyReportPdf(report, NOW), 'pdf')).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(
      `This PDF shows the ${QUARTERLY_PDF_ROW_LIMIT} of ${total} installer and category rows most in need of attention (in a fail-rate band, then the most inspections outstanding); the totals are over all ${total}.`,
    );
    expect(text).toContain('Generate the report as Excel for every row');
    // The band row first, then by name: the last three names are left out.
    const shown = names(text);
    expect(shown).toHaveLength(QUARTERLY_PDF_ROW_LIMIT);
    expect(shown[0]).toBe('Zz Failing Walls');
    expect(shown.slice(1, 3)).toEqual([name(0), name(1)]);
    expect(shown.at(-1)).toBe(name(QUARTERLY_PDF_ROW_LIMIT - 2));
    for (const left of [QUARTERLY_PDF_ROW_LIMIT - 1, INSTALLERS - 1]) {
      expect(text).not.toContain(name(left));
    }
  });

  it('holds every row at the limit, with no note', async () => {
    const report = await getQuarterlySchemeReport(database.db, T, '2026-Q1', NOW);
    const atLimit = { ...report, rows: report.rows.slice(0, QUARTERLY_PDF_ROW_LIMIT) };
    const text = await readDocumentText(await quarterlyReportPdf(atLimit, NOW), 'pdf');
    expect(text).not.toContain('This PDF shows the');
    expect(names(text.replace(/\s+/g, ' '))).toHaveLength(QUARTERLY_PDF_ROW_LIMIT);
  });
});

/** The installer names in the PDF's installer table, in order. */
function names(text: string) {
  return [...text.matchAll(/Cap Installer \d{3}|Zz Failing Walls/g)].map((m) => m[0]);
}
