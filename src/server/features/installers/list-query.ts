import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import type { z } from 'zod';
import type { InstallerFiltersInput } from '@/shared/installers/schemas';
import { DEFAULT_VOLUME_THRESHOLD } from '@/shared/installers/catalogue';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escalations, installers, monitoringSettings } from '@/server/db/schema/index';
import { INSTALLER_SEARCH_TEXT, listSearch } from '@/server/lib/record-match';

export type InstallerFilters = z.output<typeof InstallerFiltersInput>;

/** Search over name, QMP cert number, e-mail and company number (case-insensitive), plus the filters. */
export function installerWhere(tenantId: string, filters: InstallerFilters): SQL {
  return and(
    eq(installers.tenantId, tenantId),
    listSearch(filters.search, INSTALLER_SEARCH_TEXT),
    filters.status ? eq(installers.status, filters.status) : undefined,
    filters.monitoringType ? eq(installers.monitoringType, filters.monitoringType) : undefined,
  )!;
}

export function installerOrder(filters: Pick<InstallerFilters, 'sort' | 'direction'>): SQL[] {
  const dir = filters.direction === 'asc' ? asc : desc;
  const nullsLast = (column: SQL | AnyPgColumn) =>
    sql`${column} ${sql.raw(filters.direction)} nulls last`;
  const key = {
    name: dir(sql`lower(${installers.name})`),
    qmpCertNumber: nullsLast(installers.qmpCertNumber),
    lastInspection: nullsLast(installers.lastInspection),
    nextDueDate: nullsLast(installers.nextDueDate),
    riskScore: dir(installers.riskScore),
    complianceRate: nullsLast(installers.complianceRate),
  }[filters.sort];
  return [key, dir(installers.id)];
}

/** Values derived at read time because they depend on today or on settings. */
export function derivedColumns(tenantId: string) {
  const today = todayInLondon();
  return {
    inspectionStatus: sql<'Open' | 'Overdue' | 'Closed'>`case
      when ${installers.nextDueDate} < ${today} then 'Overdue'
      when ${installers.pendingCount} > 0 then 'Open' else 'Closed' end`,
    outcome: sql<'Pass' | 'Fail' | 'Escalated' | 'Pending' | 'N/A'>`case
      when exists (select 1 from ${escalations} where ${escalations.installerId} = ${installers.id}
        and ${escalations.status} <> 'Resolved') then 'Escalated'
      when ${installers.pendingCount} > 0 then 'Pending'
      else coalesce(${installers.lastResult}, 'N/A') end`,
    volumePercentage: sql<number>`cast(round(100.0 * ${installers.volumeLast12Months} / coalesce(
      (select ${monitoringSettings.volumeThreshold} from ${monitoringSettings} where ${monitoringSettings.tenantId} = ${tenantId}),
      ${DEFAULT_VOLUME_THRESHOLD})) as int)`,
  };
}

export const rowColumns = {
  id: installers.id,
  name: installers.name,
  email: installers.email,
  phone: installers.phone,
  address: installers.address,
  qmpCertNumber: installers.qmpCertNumber,
  companyNumber: installers.companyNumber,
  status: installers.status,
  monitoringType: installers.monitoringType,
  riskScore: installers.riskScore,
  severityScore: installers.severityScore,
  failRate: installers.failRate,
  complianceRate: installers.complianceRate,
  lastInspection: installers.lastInspection,
  nextDueDate: installers.nextDueDate,
  totalInspections: installers.totalInspections,
  lastContact: installers.lastContact,
  assignedInspector: installers.assignedInspector,
  tags: installers.tags,
  version: installers.version,
};
