import { eq } from 'drizzle-orm';
import { importFiles, importRowErrors } from '@/server/db/schema/index';
import { refreshInstallers } from '../installers/refresh';
import { failPass, finishPass } from './pass-outcome';
import { Rollback, startPass, type ImportFileRow, type Pass, type PassDeps } from './pass-state';
import { uploaderActor } from './uploader-actor';
import { walkRows } from './walk-rows';

/**
 * Walks the file and commits: all or nothing in one transaction that rolls back on the
 * first row error, else batch by batch (flush-batch.ts) with the installers' figures after.
 */
async function walkAndCommit(pass: Pass) {
  const { db } = pass.deps;
  const { actor, file, counts, touched } = pass;
  if (pass.atomic) {
    await db.transaction(async (tx) => {
      await walkRows(pass, tx);
      if (pass.failedWrites || counts.errors > 0) throw new Rollback();
      await refreshInstallers(tx, actor, touched);
      await tx
        .update(importFiles)
        .set({ inserted: counts.insert, updated: counts.update, committedRows: pass.dataRow })
        .where(eq(importFiles.id, file.id));
    });
    return;
  }
  await walkRows(pass, null);
  if (pass.kind === 'import' && touched.size) {
    // Installer figures once per installer, not once per row (docs/installer-figures.md).
    await db.transaction(async (tx) => {
      await refreshInstallers(tx, actor, touched);
    });
  }
}

/**
 * One pass over the file: the dry run (checks every row, classifies it as
 * insert, update, skip or error, writes nothing but the counts and the row
 * errors) or the import (the same, and writes the rows in batches).
 */
export async function runPass(deps: PassDeps, file: ImportFileRow, kind: 'dry_run' | 'import') {
  const actor = await uploaderActor(deps.db, file);
  const pass = startPass(deps, file, kind, actor);
  await deps.db.delete(importRowErrors).where(eq(importRowErrors.importId, file.id));
  try {
    await walkAndCommit(pass);
  } catch (error) {
    await failPass(pass, error);
    return;
  }
  await finishPass(pass);
}
