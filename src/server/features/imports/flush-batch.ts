import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { importFiles } from '@/server/db/schema/index';
import { classifyBatch } from './classify-batch';
import { percentAt, type Good, type Pass } from './pass-state';
import { writeBatch } from './write-batch';

/**
 * Classifies a batch and, in an import, writes it: inside the pass's transaction when
 * all or nothing (`tx`), else in its own transaction with the file's committed rows, so
 * an interrupted import resumes after the last batch that committed.
 */
export async function flushBatch(pass: Pass, tx: Tx | null, rows: Good[], rowsAtEnd: number) {
  if (rows.length === 0) return;
  const { db, now } = pass.deps;
  const { actor, file, caches, touched } = pass;
  const classified = await classifyBatch(pass, tx ?? db, rows);
  if (pass.kind !== 'import' || pass.failedWrites) return;
  if (pass.atomic) {
    await writeBatch(tx as Tx, actor, file, classified, caches, touched, now);
    return;
  }
  await db
    .transaction(async (t) => {
      const written = await writeBatch(t, actor, file, classified, caches, touched, now);
      await t
        .update(importFiles)
        .set({
          committedRows: rowsAtEnd,
          processedRows: rowsAtEnd,
          progressPercent: percentAt(pass, rowsAtEnd),
          updatedAt: new Date(),
          inserted: sql`${importFiles.inserted} + ${written.inserted}`,
          updated: sql`${importFiles.updated} + ${written.updated}`,
          touchedInstallers: [...touched],
        })
        .where(eq(importFiles.id, file.id));
    })
    .catch((error: unknown) => {
      // Installers made in the rolled-back transaction do not exist: forget them.
      caches.installers.clear();
      throw error;
    });
}
