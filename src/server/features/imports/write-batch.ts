import { auditLog } from '@/server/db/schema/index';
import type { Tx } from '@/server/db/client';
import { bulkInsertStatement } from '@/server/lib/bulk-insert';
import type { Actor } from '@/server/trpc/actor';
import type { Caches, ImportFileRow } from './pass-state';
import { send, type AuditEntry, type Classified, type WriteContext } from './write-context';
import { writeInspections } from './write-inspections';
import { writeInstallers } from './write-installers';
import { writeMeasures } from './write-measures';

const WRITERS = {
  inspections: writeInspections,
  installers: writeInstallers,
  measures: writeMeasures,
} as const;

/** Writes one batch of checked rows (inserts as one statement per table) inside `tx`. */
export async function writeBatch(
  tx: Tx,
  actor: Actor,
  file: ImportFileRow,
  rows: Classified[],
  caches: Caches,
  touched: Set<string>,
  now: Date,
) {
  const audits: AuditEntry[] = [];
  const ctx: WriteContext = {
    tx,
    actor,
    file,
    caches,
    touched,
    now,
    audit: (action, resource, id, details) =>
      audits.push({
        action,
        resource,
        resourceId: id,
        details: { ...details, importId: file.id, fileName: file.fileName },
      }),
  };
  // The statement still running is awaited after the next is built (no await between
  // them, so a failure is always awaited); one statement at a time on the connection.
  const writer = WRITERS[file.entity];
  const { inserted, updated, inFlight } = await writer(ctx, rows);
  const audited =
    audits.length > 0
      ? bulkInsertStatement(auditLog, audits, {
          same: {
            tenantId: actor.tenantId,
            userId: actor.user.id,
            userEmail: actor.user.email,
            ipAddress: actor.ip,
          },
        })
      : null;
  await inFlight;
  if (audited) await send(tx, audited);
  return { inserted, updated };
}
