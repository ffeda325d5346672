import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { currentUkPeriod } from '@/shared/periods';
import { figuresPeriod } from '@/shared/installers/figures';
import { RISK_MODEL } from '@/shared/installers/risk';
import { riskBandOf } from '@/shared/installer-portal/views';
import {
  checklistAnswers,
  checklistCatalogueItems,
  inspectionChecklists,
  inspections,
  installers,
} from '@/server/db/schema/index';
import { remediationOutstanding } from '../checklist-catalogue/missed-count';
import { installerPeriodRecord } from '../monitoring/installer-severity';
import { getTenantSetting } from '../settings/tenant-settings';
import type { PortalActor } from './portal-actor';
import { portalInspectionDate, portalInspectionsOf } from './portal-inspections-scope';

/** Open items shown on the Overview; the Remediations page lists them all. */
const OPEN_ITEMS_SHOWN = 20;

/**
 * portal.overview (docs/installer-portal.md): the failed items waiting for the installer, by
 * deadline; this quarter's pass and fail rates; the monitoring band; the risk score with its
 * explanation when the tenant shows it.
 */
export async function getPortalOverview(actor: PortalActor, now = new Date()) {
  const shown = await getTenantSetting(actor.db, actor.tenantId, 'installerPortal');
  const [openItems, quarter, band, risk] = await Promise.all([
    openItemsOf(actor),
    quarterFiguresOf(actor, now),
    bandOf(actor),
    shown.showRiskScore ? riskOf(actor, now) : Promise.resolve(null),
  ]);
  return { openItems, quarter, band, risk };
}

/**
 * Failed items needing the installer's action: standing, not accepted, no evidence awaiting
 * review (those are staff's to review). The earliest deadline first.
 */
async function openItemsOf(actor: PortalActor) {
  const rows = await actor.db
    .select({
      inspectionId: inspections.id,
      reference: inspections.reference,
      propertyAddress: inspections.propertyAddress,
      itemId: checklistAnswers.itemId,
      label: checklistCatalogueItems.label,
      severity: checklistAnswers.severity,
      status: checklistAnswers.status,
      failedAt: checklistAnswers.failedAt,
      dueAt: checklistAnswers.remediationDueAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(checklistAnswers)
    .innerJoin(inspections, eq(inspections.id, checklistAnswers.inspectionId))
    .innerJoin(inspectionChecklists, eq(inspectionChecklists.inspectionId, inspections.id))
    .innerJoin(
      checklistCatalogueItems,
      and(
        eq(checklistCatalogueItems.tenantId, actor.tenantId),
        eq(checklistCatalogueItems.version, inspectionChecklists.catalogueVersion),
        eq(checklistCatalogueItems.itemId, checklistAnswers.itemId),
      ),
    )
    .where(
      and(
        portalInspectionsOf(actor),
        eq(checklistAnswers.tenantId, actor.tenantId),
        remediationOutstanding(),
        isNull(checklistAnswers.evidenceSubmittedAt),
      ),
    )
    .orderBy(asc(checklistAnswers.remediationDueAt), asc(checklistAnswers.itemId))
    .limit(OPEN_ITEMS_SHOWN);
  const total = rows[0]?.total ?? 0;
  // remediationOutstanding() holds only items with a deadline.
  const items = rows.map(({ total: _total, dueAt, ...item }) => ({ ...item, dueAt: dueAt! }));
  return { items, total };
}

/**
 * This UK calendar quarter (January to March, ...; London dates) of the inspection date: pass
 * rate = Passed ÷ results, fail rate = Failed ÷ results, where results are Passed, Failed and
 * Requires Follow-up (as the staff figures count measures audited). Null rates with no result.
 */
async function quarterFiguresOf(actor: PortalActor, now: Date) {
  const period = currentUkPeriod('quarter', now);
  const [row] = await actor.db
    .select({
      results: sql<number>`count(*)::int`,
      passed: sql<number>`(count(*) filter (where ${inspections.status} = 'PASSED'))::int`,
      failed: sql<number>`(count(*) filter (where ${inspections.status} = 'FAILED'))::int`,
    })
    .from(inspections)
    .where(
      and(
        portalInspectionsOf(actor),
        sql`${portalInspectionDate()}::date between ${period.from} and ${period.to}`,
      ),
    );
  const results = row?.results ?? 0;
  const rate = (n: number) => (results === 0 ? null : Math.round((n / results) * 1000) / 10);
  return {
    ...period,
    label: `Q${Math.floor(Number(period.from.slice(5, 7)) / 3) + 1} ${period.from.slice(0, 4)}`,
    results,
    passed: row?.passed ?? 0,
    failed: row?.failed ?? 0,
    passRate: rate(row?.passed ?? 0),
    failRate: rate(row?.failed ?? 0),
  };
}

/** Enhanced monitoring (the installer profile's band), or null under standard monitoring. */
async function bandOf(actor: PortalActor) {
  const [row] = await actor.db
    .select({ type: installers.monitoringType, since: installers.monitoringStartDate })
    .from(installers)
    .where(and(eq(installers.tenantId, actor.tenantId), eq(installers.id, actor.installerId)));
  return row && row.type === 'Enhanced' ? { type: row.type, since: row.since } : null;
}

/** The stored risk score and what it is built on: the last 12 months and a recent Category 1. */
async function riskOf(actor: PortalActor, now: Date) {
  const [[row], year, recent] = await Promise.all([
    actor.db
      .select({ score: installers.riskScore })
      .from(installers)
      .where(and(eq(installers.tenantId, actor.tenantId), eq(installers.id, actor.installerId))),
    installerPeriodRecord(actor.db, actor.tenantId, actor.installerId, figuresPeriod(now), now),
    installerPeriodRecord(
      actor.db,
      actor.tenantId,
      actor.installerId,
      figuresPeriod(now, RISK_MODEL.recentDays),
      now,
    ),
  ]);
  const score = row?.score ?? 0;
  return {
    score,
    band: riskBandOf(score),
    measuresAudited: year.measuresAudited,
    failed: year.failed,
    failRate: year.failRate,
    severityScore: year.severityScore,
    cat1: year.cat1,
    major: year.major,
    minor: year.minor,
    missedDeadlines: year.missedDeadlines,
    recentCat1: recent.cat1 > 0,
  };
}
