import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TemplateVariable } from '@/shared/installers/catalogue';
import { formatDate } from '@/shared/format';
import type { Db, Tx } from '@/server/db/client';
import { escalations, type installers } from '@/server/db/schema/index';

type InstallerRow = typeof installers.$inferSelect;
export type TemplateValues = Record<TemplateVariable, string>;

// A missing value is empty, never 'N/A': fillTemplate then leaves its sentence out (issue 28, point 14).
const orEmpty = (value: string | null | undefined) => value?.trim() ?? '';
const dateOrEmpty = (value: Date | string | null | undefined) => (value ? formatDate(value) : '');

/**
 * The installer list's outcome rule (docs/installers-api.md InstallerRow): an
 * open escalation wins, then open inspections, then the last result.
 */
export function deriveOutcome(
  installer: Pick<InstallerRow, 'pendingCount' | 'lastResult'>,
  hasOpenEscalation: boolean,
): string {
  if (hasOpenEscalation) return 'Escalated';
  if (installer.pendingCount > 0) return 'Pending';
  return installer.lastResult ?? 'N/A';
}

/** Every template variable from the installer's stored data, formatted as the UI shows it. */
export function buildTemplateValues(
  installer: InstallerRow,
  context: { outcome: string; inspectorName: string; portalUrl: string; now: Date },
): TemplateValues {
  return {
    name: installer.name,
    qmpNumber: orEmpty(installer.qmpCertNumber),
    companyNumber: orEmpty(installer.companyNumber),
    email: orEmpty(installer.email),
    phone: orEmpty(installer.phone),
    address: orEmpty(installer.address),
    lastInspection: dateOrEmpty(installer.lastInspection),
    nextDueDate: dateOrEmpty(installer.nextDueDate),
    inspectionOutcome: context.outcome === 'N/A' ? '' : context.outcome,
    complianceRate: installer.complianceRate === null ? '' : `${installer.complianceRate}%`,
    currentDate: formatDate(context.now),
    inspectorName: context.inspectorName,
    portalUrl: context.portalUrl,
  };
}

/** Which of these installers have an escalation that is not resolved (one query for a bulk send). */
export async function findOpenEscalations(
  db: Db | Tx,
  tenantId: string,
  installerIds: string[],
): Promise<Set<string>> {
  if (installerIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ installerId: escalations.installerId })
    .from(escalations)
    .where(
      and(
        eq(escalations.tenantId, tenantId),
        inArray(escalations.installerId, installerIds),
        ne(escalations.status, 'Resolved'),
      ),
    );
  return new Set(rows.map((r) => r.installerId));
}

export async function loadTemplateValues(
  db: Db | Tx,
  installer: InstallerRow,
  sender: { name: string; portalUrl: string; now?: Date },
): Promise<TemplateValues> {
  const open = await findOpenEscalations(db, installer.tenantId, [installer.id]);
  return buildTemplateValues(installer, {
    outcome: deriveOutcome(installer, open.has(installer.id)),
    inspectorName: sender.name,
    portalUrl: sender.portalUrl,
    now: sender.now ?? new Date(),
  });
}
