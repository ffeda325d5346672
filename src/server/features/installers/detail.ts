import { TRPCError } from '@trpc/server';
import { and, desc, eq, sql } from 'drizzle-orm';
import { figuresPeriod, percentOf } from '@/shared/installers/figures';
import { RISK_MODEL } from '@/shared/installers/risk';
import type { Db } from '@/server/db/client';
import {
  escalations,
  inspections,
  installers,
  monitoringProposals,
  monitoringSettings,
} from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { rateInspection } from '@/shared/inspections/rating';
import { installerPeriodRecord } from '../monitoring/installer-severity';
import { derivedColumns } from './list-query';

export function installerNotFound(): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: 'Installer not found.' });
}

/**
 * The profile of spec 02 'Installer profile': basic info, inspection stats, monitoring status.
 * Not inside a transaction: its reads run side by side, and a transaction is one connection,
 * which takes one statement at a time (docs/architecture.md, Tests).
 */
export async function getInstaller(db: Db, actor: Pick<Actor, 'tenantId'>, id: string) {
  const [found] = await db
    .select({ installer: installers, ...derivedColumns(actor.tenantId) })
    .from(installers)
    .where(and(eq(installers.tenantId, actor.tenantId), eq(installers.id, id)));
  if (!found) installerNotFound();
  const { installer: i, ...derived } = found;
  const [recent, { settings, escalation, proposal, latestOpen }] = await Promise.all([
    recentInspectionsOf(db, actor.tenantId, id),
    monitoringRecordsOf(db, actor.tenantId, id),
  ]);
  const now = new Date();
  const riskPeriods = await riskPeriodsOf(db, actor.tenantId, id, now);
  return {
    id: i.id,
    name: i.name,
    email: i.email,
    phone: i.phone,
    address: i.address,
    qmpCertNumber: i.qmpCertNumber,
    companyNumber: i.companyNumber,
    status: i.status,
    monitoringType: i.monitoringType,
    riskScore: i.riskScore,
    severityScore: i.severityScore,
    failRate: i.failRate,
    complianceRate: i.complianceRate,
    lastInspection: i.lastInspection,
    nextDueDate: i.nextDueDate,
    totalInspections: i.totalInspections,
    assignedInspector: i.assignedInspector,
    tags: i.tags,
    version: i.version,
    ...derived,
    notes: i.notes,
    monitoringStartDate: i.monitoringStartDate,
    monitoringReason: i.monitoringReason,
    lastContact: i.lastContact?.toISOString() ?? null,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
    basicInfo: {
      name: i.name,
      qmpCertNumber: i.qmpCertNumber,
      companyNumber: i.companyNumber,
      email: i.email,
      phone: i.phone,
      address: i.address,
    },
    inspectionStats: inspectionStatsOf(i),
    monitoringStatus: monitoringStatusOf(i, derived, {
      volumeThreshold: settings?.volumeThreshold ?? 75,
      recent,
      followUpDate: latestOpen?.scheduledDate ?? null,
      escalation,
    }),
    recentInspections: recent.map((r) => ({
      id: r.id,
      reference: r.reference,
      status: r.status,
      measureLabel: r.measureLabel,
      date: r.date,
      rating: rateInspection(r),
    })),
    /** Severity score and fail rate per period (docs/installer-figures.md). */
    riskPeriods,
    pendingProposal: proposal ? { ...proposal, createdAt: proposal.createdAt.toISOString() } : null,
  };
}

type InstallerRow = typeof installers.$inferSelect;
type RecentInspection = Awaited<ReturnType<typeof recentInspectionsOf>>[number];

/** The installer's last ten inspections, newest first. */
function recentInspectionsOf(db: Db, tenantId: string, id: string) {
  return db
    .select({
      id: inspections.id,
      reference: inspections.reference,
      status: inspections.status,
      measureLabel: inspections.measureLabel,
      inspectionType: inspections.inspectionType,
      onsiteRemote: inspections.onsiteRemote,
      completionNotes: inspections.completionNotes,
      date: sql<
        string | null
      >`coalesce(${inspections.completedDate}, ${inspections.scheduledDate})`,
      ewiGrading: inspections.ewiGrading,
    })
    .from(inspections)
    .where(and(eq(inspections.tenantId, tenantId), eq(inspections.installerId, id)))
    .orderBy(desc(inspections.createdAt))
    .limit(10);
}

/** The tenant's monitoring settings, the installer's last escalation, pending proposal and next open visit. */
async function monitoringRecordsOf(db: Db, tenantId: string, id: string) {
  const [[settings], [escalation], [proposal], [latestOpen]] = await Promise.all([
    db.select().from(monitoringSettings).where(eq(monitoringSettings.tenantId, tenantId)),
    db
      .select()
      .from(escalations)
      .where(eq(escalations.installerId, id))
      .orderBy(desc(escalations.openedAt))
      .limit(1),
    db
      .select({
        id: monitoringProposals.id,
        reason: monitoringProposals.reason,
        createdAt: monitoringProposals.createdAt,
      })
      .from(monitoringProposals)
      .where(
        and(eq(monitoringProposals.installerId, id), eq(monitoringProposals.status, 'pending')),
      ),
    db
      .select({ scheduledDate: inspections.scheduledDate })
      .from(inspections)
      .where(
        and(
          eq(inspections.installerId, id),
          sql`${inspections.status} in ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP')`,
        ),
      )
      .orderBy(inspections.scheduledDate)
      .limit(1),
  ]);
  return { settings, escalation, proposal, latestOpen };
}

/** Severity score and fail rate over the last 3 and 12 months (docs/installer-figures.md). */
async function riskPeriodsOf(db: Db, tenantId: string, id: string, now: Date) {
  const riskPeriods = [];
  for (const [label, days] of [
    ['Last 3 months', RISK_MODEL.recentDays],
    ['Last 12 months', 365],
  ] as const) {
    const period = figuresPeriod(now, days);
    riskPeriods.push({
      label,
      ...period,
      ...(await installerPeriodRecord(db, tenantId, id, period, now)),
    });
  }
  return riskPeriods;
}

function inspectionStatsOf(i: InstallerRow) {
  const graded = i.greenCount + i.amberCount + i.redCount;
  const results = i.passCount + i.failCount;
  return {
    totalInspections: i.totalInspections,
    greenCount: i.greenCount,
    amberCount: i.amberCount,
    redCount: i.redCount,
    greenPercentage: percentOf(i.greenCount, graded),
    amberPercentage: percentOf(i.amberCount, graded),
    redPercentage: percentOf(i.redCount, graded),
    passCount: i.passCount,
    failCount: i.failCount,
    passPercentage: percentOf(i.passCount, results),
    failPercentage: percentOf(i.failCount, results),
    pendingCount: i.pendingCount,
    resolvedCount: i.resolvedCount,
    resolvedPercentage: percentOf(i.resolvedCount, i.totalInspections),
    lastInspectionDate: i.lastInspection,
    averageResolutionDays: i.averageResolutionDays,
  };
}

/** Spec 02's monitoring status block: criteria, schedule, outcome and escalation. */
function monitoringStatusOf<Derived extends { inspectionStatus: string; outcome: string }>(
  i: InstallerRow,
  derived: Derived,
  context: {
    volumeThreshold: number;
    recent: readonly RecentInspection[];
    followUpDate: string | null;
    escalation: { status: string } | undefined;
  },
) {
  const last = context.recent.find((r) => r.status === 'PASSED' || r.status === 'FAILED');
  return {
    type: i.monitoringType,
    startDate: i.monitoringStartDate,
    reason: i.monitoringReason,
    criteria: {
      volumeThreshold: context.volumeThreshold,
      frequency: i.monitoringType === 'Enhanced' ? 'Quarterly' : 'Annual',
      inspectionMode: context.recent[0]?.onsiteRemote ?? null,
      inspectionType: context.recent[0]?.inspectionType ?? null,
      notes: i.notes,
      endDate: null,
      signedCharging: null,
    },
    schedule: {
      lastInspection: i.lastInspection,
      followUpDate: context.followUpDate,
      nextDueDate: i.nextDueDate,
      status: derived.inspectionStatus,
    },
    outcome: {
      dateClosed: last?.date ?? null,
      outcome: derived.outcome,
      actionsNotes: last?.completionNotes ?? null,
    },
    escalation:
      i.monitoringType === 'Enhanced' && context.escalation
        ? { finalStatus: context.escalation.status === 'Resolved' ? 'Complete' : 'In Progress' }
        : null,
  };
}

export type InstallerDetail = Awaited<ReturnType<typeof getInstaller>>;
