import { TRPCError } from '@trpc/server';
import { forbiddenMessage } from '@/server/trpc/requirement';
import type { ReportPreset } from '@/shared/reports/schemas';
import type { ReportFilters } from '@/server/db/schema/reports';
import type { Actor } from '@/server/trpc/actor';
import { quarterOf } from '@/shared/sampling/sampling';
import { todayInLondon } from '@/shared/format';
import { QUARTERLY_FORMAT_MESSAGE } from '@/shared/reports/schemas';
import { hasPermission } from '../permissions/service';
import { getQuarterlySchemeReport } from '../sampling/report';
import { quarterlyReportPdf } from '../sampling/report-pdf';
import { quarterlyReportXlsx } from '../sampling/report-xlsx';
import type { ReportSource } from './report-source';
import { ReportRefusedError } from './report-refused';

/** Asking for (or scheduling) the quarterly report needs sampling:view too: FORBIDDEN without. */
export async function requirePresetAccess(actor: Actor, preset: ReportPreset) {
  if (preset !== 'quarterly-scheme') return;
  if (!(await hasPermission(actor.db, actor.tenantId, actor.user.role, 'sampling:view')))
    throw new TRPCError({ code: 'FORBIDDEN', message: forbiddenMessage('sampling:view') });
}

export const QUARTERLY_PERMISSION_MESSAGE =
  "The report owner's role cannot view the sampling programme (sampling:view).";

/**
 * The quarterly scheme report (issue 30 point 10) through the Reports page and its schedules:
 * the sampling feature computes it from the quarter's plan and writes the workbook or PDF.
 * Its owner needs sampling:view as well as reports:create, checked again at every run.
 */
export async function quarterlySchemeSource(
  actor: Actor,
  filters: ReportFilters,
  title: string,
  subtitle: string,
): Promise<ReportSource> {
  if (!(await hasPermission(actor.db, actor.tenantId, actor.user.role, 'sampling:view')))
    throw new ReportRefusedError(QUARTERLY_PERMISSION_MESSAGE);
  const quarter = filters.quarter ?? quarterOf(todayInLondon());
  const report = await getQuarterlySchemeReport(actor.db, actor.tenantId, quarter);
  const rows = report.rows.length;
  return {
    title,
    subtitle,
    columns: [],
    total: rows,
    pages: () => [],
    async writeFile(format, generatedAt) {
      if (format === 'csv') throw new ReportRefusedError(QUARTERLY_FORMAT_MESSAGE);
      const file =
        format === 'pdf'
          ? await quarterlyReportPdf(report, generatedAt)
          : await quarterlyReportXlsx(report, generatedAt);
      return { file, rows };
    },
  };
}
