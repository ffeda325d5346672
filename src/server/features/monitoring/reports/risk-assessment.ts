import { asc, desc, eq, sql } from 'drizzle-orm';
import { formatDate } from '@/shared/format';
import { HIGH_RISK_SCORE } from '@/shared/installers/catalogue';
import { escalations, installers, monitoringProposals } from '@/server/db/schema/index';
import { MEDIUM_RISK_SCORE } from '../overview';
import { yesNo, type ReportBuilder } from './report-types';

export function riskLevel(score: number): 'High' | 'Medium' | 'Low' {
  if (score >= HIGH_RISK_SCORE) return 'High';
  return score >= MEDIUM_RISK_SCORE ? 'Medium' : 'Low';
}

/** Every installer by risk score, highest first, with what drives it and what is open. */
export const buildRiskAssessment: ReportBuilder = async (db, tenantId) => {
  const rows = await db
    .select({
      name: installers.name,
      monitoringType: installers.monitoringType,
      riskScore: installers.riskScore,
      failed: installers.failCount,
      red: installers.redCount,
      amber: installers.amberCount,
      // Table-qualified by hand: Drizzle leaves a one-table select's columns bare, so a
      // correlated subquery's `id` would otherwise mean the subquery's own table.
      openEscalations: sql<number>`(select count(*)::int from ${escalations}
        where ${escalations}.installer_id = ${installers}.id and ${escalations}.status <> 'Resolved')`,
      hasProposal: sql<boolean>`exists (select 1 from ${monitoringProposals}
        where ${monitoringProposals}.installer_id = ${installers}.id and ${monitoringProposals}.status = 'pending')`,
      nextDueDate: installers.nextDueDate,
    })
    .from(installers)
    .where(eq(installers.tenantId, tenantId))
    .orderBy(desc(installers.riskScore), asc(installers.name));
  return {
    columns: [
      'Installer',
      'Monitoring Type',
      'Risk Score',
      'Risk Level',
      'Failed Inspections',
      'Red Gradings',
      'Amber Gradings',
      'Open Escalations',
      'Pending Enhanced Proposal',
      'Next Due Date',
    ],
    rows: rows.map((r) => [
      r.name,
      r.monitoringType,
      r.riskScore,
      riskLevel(r.riskScore),
      r.failed,
      r.red,
      r.amber,
      r.openEscalations,
      yesNo(r.hasProposal),
      formatDate(r.nextDueDate),
    ]),
  };
};
