import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import {
  headerSignature,
  IMPORT_MESSAGES,
  normaliseHeader,
  type ImportEntity,
  type ImportMode,
} from '../../../shared/imports/catalogue';
import {
  autoMatch,
  fieldsOf,
  missingRequired,
  type ColumnMapping,
} from '../../../shared/imports/fields';
import { writeAudit } from '../../audit/write-audit';
import {
  importFiles,
  importMappings,
  importRowErrors,
  importTemplateDownloads,
} from '../../db/schema/index';
import type { Storage } from '../../storage/storage';
import type { Actor } from '../../trpc/actor';
import type { ReceivedImportFile } from './intake';
import { LOCAL_CANCELS, LOCAL_PROGRESS } from './pass-state';
import { readHeaders } from './read-rows';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: IMPORT_MESSAGES.notFound });

async function findFile(actor: Actor, id: string) {
  const [file] = await actor.db
    .select()
    .from(importFiles)
    .where(and(eq(importFiles.id, id), eq(importFiles.tenantId, actor.tenantId)));
  if (!file) throw notFound();
  return file;
}

async function savedMapping(actor: Actor, entity: ImportEntity, headers: string[]) {
  const [saved] = await actor.db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(
      and(
        eq(importMappings.tenantId, actor.tenantId),
        eq(importMappings.entity, entity),
        eq(importMappings.signature, headerSignature(headers)),
      ),
    );
  if (!saved) return null;
  const keys = new Set(fieldsOf(entity).map((f) => f.key));
  return headers.map((h) => {
    const key = saved.mapping[normaliseHeader(h)];
    return key && keys.has(key) ? key : null;
  });
}

/** A stored upload becomes an import record: its headers read, its columns matched (saved matching first). */
export async function createImport(
  actor: Actor,
  storage: Storage,
  file: ReceivedImportFile,
  options: { entity: ImportEntity; converter: boolean },
) {
  const headers = await readHeaders(storage, file.storageKey, file.format);
  const saved = await savedMapping(actor, options.entity, headers);
  const mapping = saved ?? autoMatch(headers, options.entity);
  return actor.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(importFiles)
      .values({
        tenantId: actor.tenantId,
        fileName: file.fileName,
        format: file.format,
        size: file.size,
        storageKey: file.storageKey,
        entity: options.entity,
        converter: options.converter,
        headers,
        mapping,
        uploadedBy: actor.user.id,
        uploadedByName: actor.user.name,
        uploadIp: actor.ip,
      })
      .returning({ id: importFiles.id });
    await writeAudit(tx, actor, {
      action: 'upload',
      resource: 'import_file',
      resourceId: created!.id,
      details: {
        fileName: file.fileName,
        format: file.format,
        size: file.size,
        entity: options.entity,
      },
    });
    return { id: created!.id, savedMapping: saved !== null };
  });
}

export async function getImport(actor: Actor, id: string) {
  const file = await findFile(actor, id);
  const local = LOCAL_PROGRESS.get(id);
  const errors = await actor.db
    .select({
      rowNumber: importRowErrors.rowNumber,
      column: importRowErrors.column,
      value: importRowErrors.value,
      message: importRowErrors.message,
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

/** Checks the matching, saves it if asked, and queues the dry run. */
export async function startDryRun(
  actor: Actor,
  input: { id: string; mapping: ColumnMapping; saveMapping: boolean },
) {
  const file = await findFile(actor, input.id);
  if (file.phase === 'dry_run' || file.phase === 'importing' || file.phase.endsWith('_queued'))
    throw new TRPCError({ code: 'CONFLICT', message: IMPORT_MESSAGES.busy });
  if (file.phase === 'done')
    throw new TRPCError({ code: 'CONFLICT', message: 'This file has already been imported.' });
  if (input.mapping.length !== file.headers.length)
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The matching does not fit the file.' });
  const keys = new Set(fieldsOf(file.entity).map((f) => f.key));
  const used = new Set<string>();
  for (const key of input.mapping) {
    if (key === null) continue;
    if (!keys.has(key))
      throw new TRPCError({ code: 'BAD_REQUEST', message: `Unknown field ${key}` });
    if (used.has(key)) {
      const label = fieldsOf(file.entity).find((f) => f.key === key)!.label;
      throw new TRPCError({ code: 'BAD_REQUEST', message: `Two columns are matched to ${label}.` });
    }
    used.add(key);
  }
  const missing = missingRequired(input.mapping, file.entity);
  if (missing.length)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `Match a column to the required field${missing.length > 1 ? 's' : ''} ${missing.map((f) => f.label).join(', ')}.`,
    });
  await actor.db.transaction(async (tx) => {
    if (input.saveMapping) {
      const mapping = Object.fromEntries(
        file.headers.map((h, i) => [normaliseHeader(h), input.mapping[i] ?? null]),
      );
      await tx
        .insert(importMappings)
        .values({
          tenantId: actor.tenantId,
          entity: file.entity,
          signature: headerSignature(file.headers),
          mapping,
          savedBy: actor.user.id,
        })
        .onConflictDoUpdate({
          target: [importMappings.tenantId, importMappings.entity, importMappings.signature],
          set: { mapping, savedBy: actor.user.id, updatedAt: new Date() },
        });
    }
    await tx
      .update(importFiles)
      .set({
        mapping: input.mapping,
        phase: 'dry_run_queued',
        status: 'pending',
        attempts: 0,
        processedRows: 0,
        progressPercent: 0,
        cancelRequested: false,
        failureMessage: null,
        updatedAt: new Date(),
      })
      .where(eq(importFiles.id, file.id));
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'import_file',
      resourceId: file.id,
      details: { dryRun: true, mappingSaved: input.saveMapping },
    });
  });
}

export async function startImport(actor: Actor, input: { id: string; mode: ImportMode }) {
  const file = await findFile(actor, input.id);
  if (file.phase !== 'checked')
    throw new TRPCError({ code: 'CONFLICT', message: IMPORT_MESSAGES.notChecked });
  await actor.db.transaction(async (tx) => {
    await tx
      .update(importFiles)
      .set({
        mode: input.mode,
        phase: 'import_queued',
        status: 'pending',
        attempts: 0,
        processedRows: 0,
        committedRows: 0,
        progressPercent: 0,
        inserted: 0,
        updated: 0,
        touchedInstallers: [],
        cancelRequested: false,
        updatedAt: new Date(),
      })
      .where(eq(importFiles.id, file.id));
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'import_file',
      resourceId: file.id,
      details: { import: true, mode: input.mode },
    });
  });
}

/** Cancels a queued or running pass; a running one stops at its next batch. */
export async function cancelImport(actor: Actor, id: string) {
  const file = await findFile(actor, id);
  if (file.phase === 'done' || file.phase === 'uploaded' || file.phase === 'checked')
    throw new TRPCError({ code: 'CONFLICT', message: 'Nothing is running for this file.' });
  LOCAL_CANCELS.add(id);
  await actor.db.transaction(async (tx) => {
    const queued = file.phase.endsWith('_queued');
    await tx
      .update(importFiles)
      .set(
        queued
          ? {
              cancelRequested: true,
              status: 'failed',
              phase: 'done',
              failureMessage: 'Cancelled; nothing was imported.',
              finishedAt: new Date(),
            }
          : { cancelRequested: true },
      )
      .where(eq(importFiles.id, id));
    await writeAudit(tx, actor, { action: 'cancel', resource: 'import_file', resourceId: id });
  });
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
