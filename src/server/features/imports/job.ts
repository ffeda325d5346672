import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { importFiles } from '@/server/db/schema/index';
import { INSTANCE_ID } from '@/server/jobs/lease';
import type { Storage } from '@/server/storage/storage';
import type { Heartbeat } from './pass-state';
import { runPass } from './process';

/** How long a server holds a file between heartbeats (one per batch). */
export const IMPORT_LEASE_MS = 60_000;
/** Attempts after which a file whose server keeps stopping is failed. */
const MAX_ATTEMPTS = 3;

/**
 * Takes the next queued file, or one whose server stopped (lease run out),
 * and works on it. A dry run starts again from the top; a 'valid rows only'
 * import continues after its last committed batch; an 'all or nothing'
 * import starts again (its transaction never committed). After three
 * attempts the file is failed with a message.
 */
export async function runImportQueue(
  ctx: { db: Db; storage: Storage; now: Date },
  owner = INSTANCE_ID,
) {
  let handled = 0;
  for (;;) {
    const [claimed] = await ctx.db
      .update(importFiles)
      .set({
        leaseOwner: owner,
        leaseUntil: sql`now() + ${`${IMPORT_LEASE_MS} milliseconds`}::interval`,
        attempts: sql`${importFiles.attempts} + 1`,
        status: 'processing',
        phase: sql`case when ${importFiles.phase} = 'dry_run_queued' then 'dry_run' when ${importFiles.phase} = 'import_queued' then 'importing' else ${importFiles.phase} end`,
      })
      .where(
        eq(
          importFiles.id,
          sql`(select id from import_files where (phase in ('dry_run_queued', 'import_queued') or (phase in ('dry_run', 'importing') and (lease_until is null or lease_until < now()))) order by created_at limit 1 for update skip locked)`,
        ),
      )
      .returning();
    if (!claimed) return { handled };
    handled++;
    if (claimed.attempts > MAX_ATTEMPTS) {
      await ctx.db
        .update(importFiles)
        .set({
          status: 'failed',
          phase: 'done',
          failureMessage:
            claimed.phase === 'importing' && claimed.mode === 'valid_only'
              ? `The server stopped repeatedly during the import; ${claimed.committedRows} rows were imported before it stopped.`
              : 'The server stopped repeatedly while processing this file; nothing was imported.',
          leaseOwner: null,
          leaseUntil: null,
          finishedAt: new Date(),
        })
        .where(eq(importFiles.id, claimed.id));
      continue;
    }
    const heartbeat: Heartbeat = async (progress) => {
      // One statement per batch: extends the lease, writes the progress, reads a cancel.
      const rows = await ctx.db
        .update(importFiles)
        .set({
          leaseUntil: sql`now() + ${`${IMPORT_LEASE_MS} milliseconds`}::interval`,
          ...(progress ? { ...progress, updatedAt: new Date() } : {}),
        })
        .where(and(eq(importFiles.id, claimed.id), eq(importFiles.leaseOwner, owner)))
        .returning({ cancel: importFiles.cancelRequested });
      if (rows.length !== 1) return 'lost';
      return rows[0]!.cancel ? 'cancel' : 'ok';
    };
    try {
      await runPass(
        { ...ctx, heartbeat },
        claimed,
        claimed.phase === 'dry_run' ? 'dry_run' : 'import',
      );
    } catch (error) {
      await ctx.db
        .update(importFiles)
        .set({
          status: 'failed',
          phase: 'done',
          failureMessage: 'The file could not be processed. Nothing more was imported.',
          leaseOwner: null,
          leaseUntil: null,
          finishedAt: new Date(),
        })
        .where(eq(importFiles.id, claimed.id));
      throw error;
    }
  }
}

/** Files queued or running (for tests and the page: whether the queue is empty). */
export async function queuedImports(db: Db) {
  return db
    .select({ id: importFiles.id })
    .from(importFiles)
    .where(
      or(
        inArray(importFiles.phase, ['dry_run_queued', 'import_queued']),
        and(
          inArray(importFiles.phase, ['dry_run', 'importing']),
          or(isNull(importFiles.leaseUntil), lt(importFiles.leaseUntil, new Date())),
        ),
      ),
    );
}
