import { asc, eq, sql } from 'drizzle-orm';
import { complianceBarColour } from '@/shared/installers/catalogue';
import { installers } from '@/server/db/schema/index';
import type { ReportBuilder } from './report-types';

const BANDS = { green: 'Good (80%+)', yellow: 'Fair (60-79%)', red: 'Poor (below 60%)' } as const;

/** Every installer's compliance, worst first, in the bands of the compliance bar (80 / 60). */
export const buildComplianceAnalysis: ReportBuilder = async (db, tenantId) => {
  const rows = await db
    .select({
      name: installers.name,
      qmp: installers.qmpCertNumber,
      monitoringType: installers.monitoringType,
      status: installers.status,
      total: installers.totalInspections,
      passed: installers.passCount,
      failed: installers.failCount,
      partial: installers.partialCount,
      complianceRate: installers.complianceRate,
    })
    .from(installers)
    .where(eq(installers.tenantId, tenantId))
    .orderBy(sql`${installers.complianceRate} asc nulls last`, asc(installers.name));
  return {
    columns: [
      'Installer',
      'QMP Certificate',
      'Monitoring Type',
      'Status',
      'Total Inspections',
      'Passed',
      'Failed',
      'Requires Follow-up',
      'Compliance Rate (%)',
      'Compliance Band',
    ],
    rows: rows.map((r) => [
      r.name,
      r.qmp,
      r.monitoringType,
      r.status,
      r.total,
      r.passed,
      r.failed,
      r.partial,
      r.complianceRate,
      r.complianceRate === null ? 'No results yet' : BANDS[complianceBarColour(r.complianceRate)],
    ]),
  };
};
