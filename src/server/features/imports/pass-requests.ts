import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import {
  headerSignature,
  IMPORT_MESSAGES,
  normaliseHeader,
  type ImportMode,
} from '@/shared/imports/catalogue';
import { fieldsOf, missingRequired, type ColumnMapping } from '@/shared/imports/fields';
import { writeAudit } from '@/server/audit/write-audit';
import { importFiles, importMappings } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { findFile } from './import-lookup';
import { LOCAL_CANCELS } from './pass-state';

// A user's requests on a file's passes: they only queue or flag the work;
// the import job (job.ts, process.ts) runs it.

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

/**
 * Queues the import. Accepting the dry run's warnings records who accepted them and when on the
 * file, which each measure written with a warning then carries (docs/sampling.md).
 */
export async function startImport(
  actor: Actor,
  input: { id: string; mode: ImportMode; acceptWarnings?: boolean },
) {
  const file = await findFile(actor, input.id);
  if (file.phase !== 'checked')
    throw new TRPCError({ code: 'CONFLICT', message: IMPORT_MESSAGES.notChecked });
  const accepted = input.acceptWarnings === true && file.warningCount > 0;
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
        warningsAcceptedBy: accepted ? actor.user.id : null,
        warningsAcceptedAt: accepted ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(importFiles.id, file.id));
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'import_file',
      resourceId: file.id,
      details: {
        import: true,
        mode: input.mode,
        ...(file.warningCount > 0
          ? { warnings: file.warningCount, warningsAccepted: accepted }
          : {}),
      },
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
