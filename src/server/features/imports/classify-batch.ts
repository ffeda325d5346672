import type { Db, Tx } from '@/server/db/client';
import { importStatusRefusal } from '../inspections/status-rules';
import { lookupExisting } from './match-existing';
import { classifyMeasures } from './measure-classify';
import { addError, type Good, type Pass } from './pass-state';
import type { Classified } from './write-context';

/**
 * Classifies a batch against what the database holds: an update when the row's key
 * names a record, else an insert; a reference that names nothing, or a status change
 * the rules refuse, is a row error. Counts as it goes, in a dry run and an import alike.
 */
export async function classifyBatch(pass: Pass, db: Db | Tx, rows: Good[]) {
  const { counts, file } = pass;
  if (file.entity === 'measures') return classifyMeasures(pass, db, rows);
  const existing = await lookupExisting(db, file.entity, file.tenantId, rows);
  const classified: Classified[] = [];
  for (const row of rows) {
    const hit = existing.get(row.key);
    if (row.entity === 'inspections' && row.values.reference && !hit) {
      counts.errors++;
      addError(pass, {
        rowNumber: row.rowNumber,
        column: 'Reference',
        value: row.values.reference,
        message: 'No inspection has this reference',
      });
      continue;
    }
    // A status change goes through the same rules as the status dialog (decision 012).
    const refusal =
      hit && row.entity === 'inspections' && hit.status !== row.values.status
        ? await importStatusRefusal(db, pass.actor, hit.id, row.values.status)
        : null;
    if (refusal && row.entity === 'inspections') {
      counts.errors++;
      addError(pass, {
        rowNumber: row.rowNumber,
        column: 'Status',
        value: row.values.status,
        message: refusal,
      });
      continue;
    }
    if (hit) counts.update++;
    else counts.insert++;
    classified.push({ row, existing: hit });
  }
  return classified;
}
