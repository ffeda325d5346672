import { and, asc, count } from 'drizzle-orm';
import { INSTALLER_EXPORT_COLUMNS } from '@/shared/exports/catalogue';
import type { ExportFilters, ExportOptions } from '@/shared/exports/schemas';
import { installers } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { installerWhere } from '../installers/list-query';
import { dayCell } from './cells';
import {
  afterCursor,
  exactTimestamp,
  lastCursor,
  timestampWithin,
  type ExportSource,
} from './keyset';

/** The tenant's installers with the list's search and filters, by date added. */
export function installerSource(
  actor: Actor,
  options: ExportOptions,
  filters: ExportFilters['installers'],
): ExportSource {
  const where = and(
    installerWhere(actor.tenantId, { ...filters, sort: 'name', direction: 'asc' }),
    timestampWithin(installers.createdAt, options.from, options.to),
  );
  return {
    title: 'Installers',
    columns: INSTALLER_EXPORT_COLUMNS,
    count: async () =>
      (await actor.db.select({ n: count() }).from(installers).where(where))[0]?.n ?? 0,
    readBatch: async (after, size) => {
      const rows = await actor.db
        .select({
          row: installers,
          id: installers.id,
          exactCreatedAt: exactTimestamp(installers.createdAt),
        })
        .from(installers)
        .where(and(where, afterCursor(installers.createdAt, installers.id, after)))
        .orderBy(asc(installers.createdAt), asc(installers.id))
        .limit(size);
      return {
        rows: rows.map(({ row: r }) => [
          r.name,
          r.email,
          r.phone,
          r.address,
          r.qmpCertNumber,
          r.companyNumber,
          r.status,
          r.monitoringType,
          r.assignedInspector,
          r.notes,
          r.tags.join(', '),
          Math.round(r.riskScore * 10) / 10,
          r.complianceRate,
          r.totalInspections,
          dayCell(r.lastInspection),
          dayCell(r.nextDueDate),
        ]),
        last: lastCursor(rows),
      };
    },
  };
}
