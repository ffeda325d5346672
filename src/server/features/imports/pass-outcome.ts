import { eq } from 'drizzle-orm';
import type { ImportKind } from '@/shared/imports/catalogue';
import type { Db } from '@/server/db/client';
import { auditLog, importFiles, importRowErrors } from '@/server/db/schema/index';
import { refreshInstallers } from '../installers/refresh';
import { Cancelled, LOCAL_CANCELS, LOCAL_PROGRESS, Rollback, type Pass } from './pass-state';
import { ImportFileError } from './sheet-row';
import type { RowError } from './validate';
import { emitWebhookEvent } from '../webhooks/emit';

async function storeErrors(db: Db, importId: string, errors: RowError[]) {
  for (let i = 0; i < errors.length; i += 2000) {
    await db.insert(importRowErrors).values(
      errors.slice(i, i + 2000).map((e) => ({
        importId,
        rowNumber: e.rowNumber,
        column: e.column.slice(0, 200),
        value: e.value,
        message: e.message,
        severity: e.severity ?? 'error',
      })),
    );
  }
}

/** The file's message for an ending the user can act on; null for a fault of ours. */
function failureMessage(pass: Pass, error: unknown) {
  const { counts } = pass;
  if (error instanceof Rollback)
    return `${counts.errors} row${counts.errors === 1 ? ' has' : 's have'} errors: nothing was imported (all or nothing).`;
  if (error instanceof Cancelled)
    return pass.kind === 'import' && !pass.atomic
      ? `Cancelled after ${pass.dataRow} rows; rows before that were imported.`
      : 'Cancelled; nothing was imported.';
  if (error instanceof ImportFileError) return error.message;
  return null;
}

/** Ends a pass that stopped: the file is failed with its message; other errors go up to the job. */
export async function failPass(pass: Pass, error: unknown) {
  const { db } = pass.deps;
  const { file, kind, counts, touched } = pass;
  LOCAL_PROGRESS.delete(file.id);
  await storeErrors(db, file.id, pass.errors);
  const message = failureMessage(pass, error);
  if (message === null) throw error;
  await db
    .update(importFiles)
    .set({
      status: 'failed',
      phase: 'done',
      failureMessage: message,
      errorCount: kind === 'dry_run' ? counts.errors : file.errorCount,
      importErrors: counts.errors,
      leaseOwner: null,
      leaseUntil: null,
      finishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(importFiles.id, file.id));
  // A cancelled 'valid rows only' import keeps its committed batches: their installers' figures.
  if (kind === 'import' && pass.atomic === false && touched.size && error instanceof Cancelled) {
    await db.transaction(async (tx) => {
      await refreshInstallers(tx, pass.actor, touched);
    });
  }
  LOCAL_CANCELS.delete(file.id);
}

/** EWI, IWI, CWI or RIRI when every row is that measure, else Mixed. */
function kindOf(pass: Pass): ImportKind {
  if (pass.file.entity !== 'inspections') return 'Mixed';
  if (pass.measures.size === 1) {
    const only = [...pass.measures][0]!;
    if (only === 'EWI' || only === 'IWI' || only === 'CWI' || only === 'RIRI') return only;
  }
  return 'Mixed';
}

/** Ends a pass that ran through: the dry run's figures, or the import's, and the summary audit. */
export async function finishPass(pass: Pass) {
  const { db } = pass.deps;
  const { file, kind, counts } = pass;
  LOCAL_PROGRESS.delete(file.id);
  LOCAL_CANCELS.delete(file.id);
  await storeErrors(db, file.id, pass.errors);
  const done = {
    kind: kindOf(pass),
    processedRows: counts.rowsRead,
    progressPercent: 100,
    leaseOwner: null,
    leaseUntil: null,
    updatedAt: new Date(),
  };
  // The completion and its webhook event commit together (the outbox, docs/webhooks.md).
  await db.transaction(async (tx) => {
    await tx
      .update(importFiles)
      .set(
        kind === 'dry_run'
          ? {
              ...done,
              phase: 'checked',
              status: 'pending',
              rowsRead: counts.rowsRead,
              wouldInsert: counts.insert,
              wouldUpdate: counts.update,
              wouldSkip: counts.skip,
              errorCount: counts.errors,
              warningCount: counts.warnings,
            }
          : {
              ...done,
              phase: 'done',
              status: 'completed',
              skipped: counts.skip,
              importErrors: counts.errors,
              finishedAt: new Date(),
            },
      )
      .where(eq(importFiles.id, file.id));
    if (kind === 'import') {
      const data = {
        id: file.id,
        entity: file.entity,
        inserted: counts.insert,
        updated: counts.update,
        skipped: counts.skip,
        errors: counts.errors,
      };
      await emitWebhookEvent(tx, pass.actor.tenantId, 'import.completed', data);
    }
  });
  await writeSummaryAudit(pass);
}

async function writeSummaryAudit(pass: Pass) {
  const { actor, file, kind, counts } = pass;
  await pass.deps.db.insert(auditLog).values({
    tenantId: actor.tenantId,
    userId: actor.user.id,
    userEmail: actor.user.email,
    action: kind === 'dry_run' ? 'import_dry_run' : 'import',
    resource: 'import_file',
    resourceId: file.id,
    details: { fileName: file.fileName, entity: file.entity, mode: file.mode, ...counts },
    ipAddress: actor.ip,
  });
}
