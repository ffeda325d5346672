import { buildComplianceAnalysis } from './compliance-analysis';
import { buildEscalationSummary } from './escalation-summary';
import { buildMonthlySummary } from './monthly-summary';
import { buildPerformanceMetrics } from './performance-metrics';
import type { ReportBuilder } from './report-types';
import { buildRiskAssessment } from './risk-assessment';
import { buildTrendAnalysis } from './trend-analysis';

type ReportEntry = { slug: string; title: string; description: string; build: ReportBuilder };

/** The six cards of the Reports tab, in their order (spec 02 section 2); the page lists them from here. */
export const MONITORING_REPORTS = [
  {
    slug: 'monthly-summary',
    title: 'Monthly Summary',
    description:
      'Moves to and from Enhanced, proposals raised and escalations for each of the last 12 months.',
    build: buildMonthlySummary,
  },
  {
    slug: 'compliance-analysis',
    title: 'Compliance Analysis',
    description:
      'Every installer’s compliance rate and results, worst first, in the 80% and 60% bands.',
    build: buildComplianceAnalysis,
  },
  {
    slug: 'risk-assessment',
    title: 'Risk Assessment',
    description:
      'Installers by risk score with failures, gradings, open escalations and pending proposals.',
    build: buildRiskAssessment,
  },
  {
    slug: 'performance-metrics',
    title: 'Performance Metrics',
    description: 'How each Enhanced installer has performed since its monitoring started.',
    build: buildPerformanceMetrics,
  },
  {
    slug: 'escalation-summary',
    title: 'Escalation Summary',
    description:
      'Every escalation case with priority, status, owner, days open and whether overdue.',
    build: buildEscalationSummary,
  },
  {
    slug: 'trend-analysis',
    title: 'Trend Analysis',
    description: 'Completed inspections, pass rate and its change for each of the last 12 months.',
    build: buildTrendAnalysis,
  },
] as const satisfies readonly ReportEntry[];

export type MonitoringReportSlug = (typeof MONITORING_REPORTS)[number]['slug'];

export function findMonitoringReport(slug: string): ReportEntry | undefined {
  return MONITORING_REPORTS.find((report) => report.slug === slug);
}

/** The cards as the page shows them, with their download addresses. */
export function listMonitoringReports() {
  return MONITORING_REPORTS.map(({ slug, title, description }) => ({
    slug,
    title,
    description,
    csvUrl: `/api/monitoring/reports/${slug}.csv`,
    xlsxUrl: `/api/monitoring/reports/${slug}.xlsx`,
  }));
}
