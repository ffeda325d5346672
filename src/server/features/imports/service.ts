import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import { importFiles, importRowErrors, importTemplateDownloads } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { findFile, savedMapping } from './import-lookup';
import { LOCAL_PROGRESS } from './pass-state';

// The tracker's reads: one import, the history and the stats. Creating a file
// is in create-import.ts, starting or cancelling a pass in pass-requests.ts.

export async function getImport(actor: Actor, id: string) {
  const file = await findFile(actor, id);
  const local = LOCAL_PROGRESS.get(id);
  const errors = await actor.db
    .select({
      rowNumber: importRowErrors.rowNumber,
      column: importRowErrors.column,
      value: importRowErrors.value,
      message: importRowErrors.message,
      severity: importRowErrors.severity,
    })
    .from(importRowErrors)
    .where(eq(importRowErrors.importId, id))
    .orderBy(asc(importRowErrors.rowNumber))
    .limit(200);
  const saved = await savedMapping(actor, file.entity, file.headers);
  return {
    id: file.id,
    fileName: file.fileName,
    format: file.format,
    size: file.size,
    entity: file.entity,
    kind: file.kind,
    status: file.status,
    phase: file.phase,
    mode: file.mode,
    headers: file.headers,
    mapping: file.mapping,
    hasSavedMapping: saved !== null,
    rowsRead: file.rowsRead,
    wouldInsert: file.wouldInsert,
    wouldUpdate: file.wouldUpdate,
    wouldSkip: file.wouldSkip,
    errorCount: file.errorCount,
    warningCount: file.warningCount,
    warningsAcceptedAt: file.warningsAcceptedAt?.toISOString() ?? null,
    inserted: file.inserted,
    updated: file.updated,
    skipped: file.skipped,
    importErrors: file.importErrors,
    processedRows: local?.processedRows ?? file.processedRows,
    progressPercent: local?.progressPercent ?? file.progressPercent,
    cancelRequested: file.cancelRequested,
    failureMessage: file.failureMessage,
    uploadedByName: file.uploadedByName,
    createdAt: file.createdAt.toISOString(),
    finishedAt: file.finishedAt?.toISOString() ?? null,
    errors,
  };
}

export async function listHistory(actor: Actor) {
  const rows = await actor.db
    .select()
    .from(importFiles)
    .where(eq(importFiles.tenantId, actor.tenantId))
    .orderBy(desc(importFiles.createdAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    fileName: r.fileName,
    type: r.kind,
    entity: r.entity,
    uploadDate: r.createdAt.toISOString(),
    status: r.status,
    phase: r.phase,
    records: r.phase === 'done' ? r.inserted + r.updated : r.rowsRead,
    errors: r.phase === 'done' && r.mode ? r.importErrors : r.errorCount,
    processedBy: r.uploadedByName,
    failureMessage: r.failureMessage,
    progressPercent: LOCAL_PROGRESS.get(r.id)?.progressPercent ?? r.progressPercent,
  }));
}

/** The tracker's four stats, computed. */
export async function importStats(actor: Actor) {
  const [files] = await actor.db
    .select({
      processed: count(),
      records: sum(
        sql`case when ${importFiles.status} = 'completed' then ${importFiles.inserted} + ${importFiles.updated} else 0 end`,
      ),
      errors: sum(
        sql`case when ${importFiles.mode} is not null and ${importFiles.phase} = 'done' then ${importFiles.importErrors} else ${importFiles.errorCount} end`,
      ),
    })
    .from(importFiles)
    .where(
      and(
        eq(importFiles.tenantId, actor.tenantId),
        sql`${importFiles.status} in ('completed', 'failed')`,
      ),
    );
  const [downloads] = await actor.db
    .select({ total: sum(importTemplateDownloads.downloads) })
    .from(importTemplateDownloads)
    .where(eq(importTemplateDownloads.tenantId, actor.tenantId));
  return {
    filesProcessed: files?.processed ?? 0,
    recordsImported: Number(files?.records ?? 0),
    processingErrors: Number(files?.errors ?? 0),
    templateDownloads: Number(downloads?.total ?? 0),
  };
}
