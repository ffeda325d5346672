import { eq, sql } from 'drizzle-orm';
import type { InstallerImportValues } from '@/shared/imports/fields';
import { installers } from '@/server/db/schema/index';
import { bulkUpdate } from '@/server/lib/bulk-insert';
import type { Classified, WriteContext, Written } from './write-context';

function installerColumns(v: InstallerImportValues) {
  return {
    name: v.name,
    email: v.email || null,
    phone: v.phone || null,
    address: v.address || null,
    qmpCertNumber: v.qmpCertNumber || null,
    companyNumber: v.companyNumber || null,
    status: v.status,
    monitoringType: v.monitoringType,
    assignedInspector: v.assignedInspector || null,
    notes: v.notes || null,
    tags: v.tags,
  };
}

export async function writeInstallers(ctx: WriteContext, rows: Classified[]): Promise<Written> {
  const { tx, actor, now } = ctx;
  let updated = 0;
  const updates: Record<string, unknown>[] = [];
  const inserts: {
    name: string;
    qmpCertNumber: string | null;
    columns: ReturnType<typeof installerColumns>;
  }[] = [];
  for (const { row, existing } of rows) {
    if (row.entity !== 'installers') continue;
    const v: InstallerImportValues = row.values;
    const columns = installerColumns(v);
    if (existing) {
      updates.push({ ...columns, id: existing.id });
      ctx.audit('update', 'installer', existing.id, {
        name: v.name,
        qmpCertNumber: v.qmpCertNumber,
      });
      updated++;
    } else {
      inserts.push({ name: v.name, qmpCertNumber: v.qmpCertNumber, columns });
    }
  }
  await bulkUpdate(tx, installers, installers.id, updates, {
    same: { updatedBy: actor.user.id, updatedAt: now },
    also: { version: sql`${installers.version} + 1` },
    where: eq(installers.tenantId, actor.tenantId),
  });
  if (inserts.length === 0) return { inserted: 0, updated, inFlight: Promise.resolve() };
  const created = await tx
    .insert(installers)
    .values(
      inserts.map((ins) => ({
        ...ins.columns,
        tenantId: actor.tenantId,
        createdBy: actor.user.id,
        updatedBy: actor.user.id,
      })),
    )
    .returning({ id: installers.id });
  created.forEach((c, i) =>
    ctx.audit('create', 'installer', c.id, {
      name: inserts[i]!.name,
      qmpCertNumber: inserts[i]!.qmpCertNumber,
    }),
  );
  return { inserted: created.length, updated, inFlight: Promise.resolve() };
}
