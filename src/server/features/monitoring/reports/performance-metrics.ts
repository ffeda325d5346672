import { and, asc, eq } from 'drizzle-orm';
import { formatDate, todayInLondon } from '@/shared/format';
import { percentOf } from '@/shared/installers/figures';
import { installers } from '@/server/db/schema/index';
import { daysBetween } from '../dates';
import { yesNo, type ReportBuilder } from './report-types';

/** How each installer under Enhanced monitoring is performing since it started. */
export const buildPerformanceMetrics: ReportBuilder = async (db, tenantId, now) => {
  const today = todayInLondon(now);
  const rows = await db
    .select({
      name: installers.name,
      status: installers.status,
      startDate: installers.monitoringStartDate,
      total: installers.totalInspections,
      passed: installers.passCount,
      failed: installers.failCount,
      complianceRate: installers.complianceRate,
      riskScore: installers.riskScore,
      averageResolutionDays: installers.averageResolutionDays,
      lastInspection: installers.lastInspection,
      nextDueDate: installers.nextDueDate,
    })
    .from(installers)
    .where(and(eq(installers.tenantId, tenantId), eq(installers.monitoringType, 'Enhanced')))
    .orderBy(asc(installers.name));
  return {
    columns: [
      'Installer',
      'Status',
      'Enhanced Since',
      'Days Under Enhanced',
      'Total Inspections',
      'Pass (%)',
      'Fail (%)',
      'Compliance Rate (%)',
      'Risk Score',
      'Average Resolution (days)',
      'Last Inspection',
      'Next Due Date',
      'Overdue',
    ],
    rows: rows.map((r) => {
      const results = r.passed + r.failed;
      return [
        r.name,
        r.status,
        formatDate(r.startDate),
        r.startDate ? daysBetween(r.startDate, today) : null,
        r.total,
        results === 0 ? null : percentOf(r.passed, results),
        results === 0 ? null : percentOf(r.failed, results),
        r.complianceRate,
        r.riskScore,
        r.averageResolutionDays,
        formatDate(r.lastInspection),
        formatDate(r.nextDueDate),
        yesNo(r.nextDueDate !== null && r.nextDueDate < today),
      ];
    }),
  };
};
