import { randomUUID } from 'node:crypto';
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  IMPORT_BATCH_ROWS,
  IMPORT_MAX_STORED_ERRORS,
  type ImportKind,
} from '../../../shared/imports/catalogue';
import type { InspectionImportValues, InstallerImportValues } from '../../../shared/imports/fields';
import type { Db, Tx } from '../../db/client';
import {
  auditLog,
  importFiles,
  importRowErrors,
  inspections,
  inspectionStatusHistory,
  installers,
  referenceCounters,
  users,
} from '../../db/schema/index';
import type { Storage } from '../../storage/storage';
import type { Actor } from '../../trpc/actor';
import { bulkInsert, bulkInsertStatement, bulkUpdate } from '../../lib/bulk-insert';
import { findInspectorUser } from '../inspections/inspector-user';
import { importStatusRefusal } from '../inspections/status-rules';
import { refreshInstallers } from '../installers/refresh';
import { ImportFileError, readRows } from './read-rows';
import { withRegisterInstaller, type InstallerCache } from './register-installer';
import { checkRow, type CheckedRow, type RowError } from './validate';

export type ImportFileRow = typeof importFiles.$inferSelect;
type Good = Extract<CheckedRow, { ok: true }>;
type Existing = { id: string; installerId: string | null; status: string; reference: string };

/** In-process view of a running pass: all-or-nothing writes are invisible until commit. */
export const LOCAL_PROGRESS = new Map<string, { processedRows: number; progressPercent: number }>();
/** Cancels asked on this server; the database flag carries them to the others. */
export const LOCAL_CANCELS = new Set<string>();

class Cancelled extends Error {}
class Rollback extends Error {}

function duplicateError(row: Good, firstRow: number, label: string): RowError {
  return {
    rowNumber: row.rowNumber,
    column: label,
    value: row.entity === 'inspections' ? row.values.policyId : row.values.name,
    message: `Duplicate of row ${firstRow} in this file (same ${label})`,
  };
}

/** `column = any($1::text[])`: one parameter for a batch's keys, not one per key. */
const anyOf = (column: SQLWrapper, values: string[]) =>
  sql`${column} = any(${sql.param(values)}::text[])`;

async function lookupInspections(db: Db | Tx, tenantId: string, rows: Good[]) {
  const refs: string[] = [];
  const policies: string[] = [];
  for (const row of rows) {
    if (row.entity !== 'inspections') continue;
    if (row.values.reference) refs.push(row.values.reference.toUpperCase());
    else policies.push(row.values.policyId);
  }
  const found = new Map<string, Existing>();
  if (refs.length + policies.length === 0) return found;
  const conditions = [];
  if (refs.length) conditions.push(anyOf(inspections.reference, refs));
  if (policies.length) conditions.push(anyOf(inspections.policyId, policies));
  const existing = await db
    .select({
      id: inspections.id,
      reference: inspections.reference,
      policyId: inspections.policyId,
      measureCode: inspections.measureCode,
      installerId: inspections.installerId,
      status: inspections.status,
      createdAt: inspections.createdAt,
    })
    .from(inspections)
    .where(and(eq(inspections.tenantId, tenantId), or(...conditions)))
    .orderBy(inspections.createdAt);
  for (const e of existing) {
    const value = {
      id: e.id,
      installerId: e.installerId,
      status: e.status,
      reference: e.reference,
    };
    found.set(`ref:${e.reference.toUpperCase()}`, value);
    found.set(`pol:${e.policyId}|${e.measureCode}`, value); // latest wins
  }
  return found;
}

async function lookupInstallers(db: Db | Tx, tenantId: string, rows: Good[]) {
  const qmps: string[] = [];
  const names: string[] = [];
  for (const row of rows) {
    if (row.entity !== 'installers') continue;
    if (row.key.startsWith('qmp:')) qmps.push(row.key.slice(4));
    else names.push(row.key.slice(5));
  }
  const found = new Map<string, Existing>();
  if (qmps.length + names.length === 0) return found;
  const conditions = [];
  if (qmps.length) conditions.push(anyOf(sql`lower(${installers.qmpCertNumber})`, qmps));
  if (names.length) conditions.push(anyOf(sql`lower(${installers.name})`, names));
  const existing = await db
    .select({ id: installers.id, qmp: installers.qmpCertNumber, name: installers.name })
    .from(installers)
    .where(and(eq(installers.tenantId, tenantId), or(...conditions)));
  for (const e of existing) {
    const value = { id: e.id, installerId: e.id, status: '', reference: e.name };
    if (e.qmp) found.set(`qmp:${e.qmp.toLowerCase()}`, value);
    if (!found.has(`name:${e.name.toLowerCase()}`))
      found.set(`name:${e.name.toLowerCase()}`, value);
  }
  return found;
}

async function allocateReferences(tx: Tx, tenantId: string, count: number, now: Date) {
  const year = now.getUTCFullYear();
  const [row] = await tx
    .insert(referenceCounters)
    .values({ tenantId, prefix: 'INS', year, value: count })
    .onConflictDoUpdate({
      target: [referenceCounters.tenantId, referenceCounters.prefix, referenceCounters.year],
      set: { value: sql`${referenceCounters.value} + ${count}` },
    })
    .returning({ value: referenceCounters.value });
  const last = row!.value;
  return Array.from(
    { length: count },
    (_, i) => `INS-${year}-${String(last - count + 1 + i).padStart(6, '0')}`,
  );
}

type Caches = { installers: InstallerCache; inspectors: Map<string, string | null> };

function inspectionColumns(v: InspectionImportValues) {
  const { reference: _reference, detailed: _detailed, ...columns } = v;
  void _reference;
  void _detailed;
  return columns;
}

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

const YIELD_EVERY_ROWS = 50;
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs a built statement: drizzle starts a query when its `then` is called, so it is sent now. */
function send(tx: Tx, statement: SQL) {
  const running = tx.execute(statement).then(() => undefined);
  running.catch(() => undefined); // awaited by the caller; no unhandled rejection meanwhile
  return running;
}

/** Writes one batch of checked rows (inserts as one statement per table) inside `tx`. */
async function writeBatch(
  tx: Tx,
  actor: Actor,
  file: ImportFileRow,
  rows: { row: Good; existing: Existing | undefined }[],
  caches: Caches,
  touched: Set<string>,
  now: Date,
) {
  let inserted = 0;
  let updated = 0;
  // The statement being run, while the next is built (no await between them, so a failure
  // is always awaited); one statement at a time on the connection.
  let inFlight: Promise<void> = Promise.resolve();
  const audits: Pick<
    typeof auditLog.$inferInsert,
    'action' | 'resource' | 'resourceId' | 'details'
  >[] = [];
  const audit = (action: string, resource: string, id: string, details: Record<string, unknown>) =>
    audits.push({
      action,
      resource,
      resourceId: id,
      details: { ...details, importId: file.id, fileName: file.fileName },
    });
  if (file.entity === 'inspections') {
    const inserts: {
      values: InspectionImportValues;
      installerId: string;
      inspectorUserId: string | null;
    }[] = [];
    const updates: Record<string, unknown>[] = [];
    const statusChanges: Record<string, unknown>[] = [];
    for (const { row, existing } of rows) {
      if (row.entity !== 'inspections') continue;
      // The installer's details come from the register when it holds the installer.
      const { installerId, values: v } = await withRegisterInstaller(
        tx,
        actor,
        row.values,
        caches.installers,
      );
      let inspectorUserId: string | null = null;
      if (v.inspectorName) {
        const k = v.inspectorName.toLowerCase();
        if (!caches.inspectors.has(k))
          caches.inspectors.set(k, await findInspectorUser(tx, actor.tenantId, v.inspectorName));
        inspectorUserId = caches.inspectors.get(k) ?? null;
      }
      touched.add(installerId);
      if (existing) {
        if (existing.installerId) touched.add(existing.installerId);
        updates.push({ ...inspectionColumns(v), id: existing.id, installerId, inspectorUserId });
        if (existing.status !== v.status) {
          statusChanges.push({
            inspectionId: existing.id,
            fromStatus: existing.status,
            toStatus: v.status,
            completedDate: v.completedDate,
          });
        }
        audit('update', 'inspection', existing.id, {
          reference: existing.reference,
          policyId: v.policyId,
        });
        updated++;
      } else {
        inserts.push({ values: v, installerId, inspectorUserId });
      }
    }
    // Rows already there: one statement for the batch (per set of columns the file gives).
    await bulkUpdate(tx, inspections, inspections.id, updates, {
      same: { updatedBy: actor.user.id, updatedAt: now },
      also: { version: sql`${inspections.version} + 1` },
      where: eq(inspections.tenantId, actor.tenantId),
    });
    await bulkInsert(tx, inspectionStatusHistory, statusChanges, {
      same: {
        tenantId: actor.tenantId,
        notes: `Imported from ${file.fileName}`,
        changedBy: actor.user.id,
        changedByName: actor.user.name,
      },
    });
    if (inserts.length) {
      const references = await allocateReferences(tx, actor.tenantId, inserts.length, now);
      // Ids made here, so the history and audit rows need not wait for the insert's answer:
      // each statement is built while the one before it runs (docs/imports.md).
      const ids = inserts.map(() => randomUUID());
      // The validated values go in as they are; what every row shares goes once.
      inFlight = send(
        tx,
        bulkInsertStatement(
          inspections,
          inserts.map((ins) => ins.values),
          {
            same: {
              tenantId: actor.tenantId,
              source: 'SINGLE_PAGE',
              createdBy: actor.user.id,
              updatedBy: actor.user.id,
              createdAt: now,
              updatedAt: now,
            },
            columns: {
              id: ids,
              reference: references,
              installerId: inserts.map((ins) => ins.installerId),
              inspectorUserId: inserts.map((ins) => ins.inspectorUserId),
              notes: inserts.map((ins) => ins.values.additionalNotes ?? ''),
            },
          },
        ),
      );
      const history = bulkInsertStatement(
        inspectionStatusHistory,
        ids.map((id, i) => ({
          inspectionId: id,
          toStatus: inserts[i]!.values.status,
          completedDate: inserts[i]!.values.completedDate,
        })),
        {
          same: {
            tenantId: actor.tenantId,
            notes: `Imported from ${file.fileName}`,
            changedBy: actor.user.id,
            changedByName: actor.user.name,
          },
        },
      );
      ids.forEach((id, i) =>
        audit('create', 'inspection', id, {
          reference: references[i],
          policyId: inserts[i]!.values.policyId,
        }),
      );
      await inFlight;
      inFlight = send(tx, history);
      inserted += inserts.length;
    }
  } else {
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
        audit('update', 'installer', existing.id, { name: v.name, qmpCertNumber: v.qmpCertNumber });
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
    if (inserts.length) {
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
        audit('create', 'installer', c.id, {
          name: inserts[i]!.name,
          qmpCertNumber: inserts[i]!.qmpCertNumber,
        }),
      );
      inserted += created.length;
    }
  }
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

async function storeErrors(db: Db, importId: string, errors: RowError[]) {
  for (let i = 0; i < errors.length; i += 2000) {
    await db.insert(importRowErrors).values(
      errors.slice(i, i + 2000).map((e) => ({
        importId,
        rowNumber: e.rowNumber,
        column: e.column.slice(0, 200),
        value: e.value,
        message: e.message,
      })),
    );
  }
}

/** The uploader as an Actor, for the job that works on their file. */
export async function uploaderActor(db: Db, file: ImportFileRow): Promise<Actor> {
  const [user] = file.uploadedBy
    ? await db.select().from(users).where(eq(users.id, file.uploadedBy)).limit(1)
    : [];
  return {
    db,
    tenantId: file.tenantId,
    ip: file.uploadIp ?? '',
    user: {
      id: user?.id ?? file.uploadedBy ?? 'system',
      email: user?.email ?? '',
      name: user?.name ?? file.uploadedByName,
      firstName: '',
      lastName: '',
      role: user?.role ?? 'COORDINATOR',
      tenantId: file.tenantId,
    },
  };
}

export type PassDeps = {
  db: Db;
  storage: Storage;
  now: Date;
  heartbeat: Heartbeat;
};

/**
 * Extends this server's lease on the file and, when given, writes the progress; says
 * 'cancel' when a cancel was asked and 'lost' when another server took the file over.
 */
export type Heartbeat = (progress?: {
  processedRows: number;
  progressPercent: number;
}) => Promise<'ok' | 'cancel' | 'lost'>;

/**
 * One pass over the file: the dry run (checks every row, classifies it as
 * insert, update, skip or error, writes nothing but the counts and the row
 * errors) or the import (the same, and writes the rows in batches).
 */
export async function runPass(deps: PassDeps, file: ImportFileRow, kind: 'dry_run' | 'import') {
  const { db, storage, now } = deps;
  const actor = await uploaderActor(db, file);
  const mode = file.mode ?? 'valid_only';
  const atomic = kind === 'import' && mode === 'all_or_nothing';
  const resumeFrom = kind === 'import' && !atomic ? file.committedRows : 0;
  const counts = { rowsRead: 0, insert: 0, update: 0, skip: 0, errors: 0 };
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  const measures = new Set<string>();
  const touched = new Set<string>(kind === 'import' && !atomic ? file.touchedInstallers : []);
  const caches: Caches = { installers: new Map(), inspectors: new Map() };
  let bytes = 0;
  let batch: Good[] = [];
  let dataRow = 0;
  let failedWrites = false;
  const keyLabel = file.entity === 'inspections' ? 'Property ID' : 'QMP certificate number';
  await db.delete(importRowErrors).where(eq(importRowErrors.importId, file.id));
  const addError = (e: RowError) => {
    if (errors.length < IMPORT_MAX_STORED_ERRORS) errors.push(e);
  };

  const percentAt = (rows: number) =>
    kind === 'dry_run'
      ? Math.min(99, Math.floor((bytes / Math.max(1, file.size)) * 100))
      : Math.min(99, Math.floor((rows / Math.max(1, file.rowsRead)) * 100));

  /** After each batch: progress, lease and cancel (one statement; none inside an atomic import). */
  const tick = async (rows: number) => {
    const progressPercent = percentAt(rows);
    LOCAL_PROGRESS.set(file.id, { processedRows: rows, progressPercent });
    if (LOCAL_CANCELS.has(file.id)) throw new Cancelled();
    if (atomic) return;
    const state = await deps.heartbeat({ processedRows: rows, progressPercent });
    if (state !== 'ok') throw new Cancelled();
  };

  const flush = async (tx: Db | Tx | null, rows: Good[], rowsAtEnd: number) => {
    if (rows.length === 0) return;
    const lookup = file.entity === 'inspections' ? lookupInspections : lookupInstallers;
    const existing = await lookup(tx ?? db, file.tenantId, rows);
    const classified: { row: Good; existing: Existing | undefined }[] = [];
    for (const row of rows) {
      const hit = existing.get(row.key);
      if (row.entity === 'inspections' && row.values.reference && !hit) {
        counts.errors++;
        addError({
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
          ? await importStatusRefusal(tx ?? db, actor, hit.id, row.values.status)
          : null;
      if (refusal && row.entity === 'inspections') {
        counts.errors++;
        addError({
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
    if (kind !== 'import' || failedWrites) return;
    if (atomic) {
      await writeBatch(tx as Tx, actor, file, classified, caches, touched, now);
    } else {
      await db
        .transaction(async (t) => {
          const written = await writeBatch(t, actor, file, classified, caches, touched, now);
          await t
            .update(importFiles)
            .set({
              committedRows: rowsAtEnd,
              processedRows: rowsAtEnd,
              progressPercent: percentAt(rowsAtEnd),
              updatedAt: new Date(),
              inserted: sql`${importFiles.inserted} + ${written.inserted}`,
              updated: sql`${importFiles.updated} + ${written.updated}`,
              touchedInstallers: [...touched],
            })
            .where(eq(importFiles.id, file.id));
        })
        .catch((error: unknown) => {
          caches.installers.clear();
          throw error;
        });
    }
  };

  /**
   * Reads and checks the rows; each full batch is written while the next one is read
   * and checked (one batch in flight at a time, so batches still commit in order and
   * the reading, which is CPU in this process, overlaps the database's work).
   */
  const walk = async (tx: Tx | null) => {
    let headerDone = false;
    let inFlight: Promise<void> | null = null;
    const settle = async () => {
      const previous = inFlight;
      inFlight = null;
      if (previous) await previous;
    };
    try {
      for await (const { rowNumber, cells } of readRows(
        storage,
        file.storageKey,
        file.format,
        (b) => (bytes = b),
      )) {
        if (!headerDone) {
          headerDone = true;
          continue;
        }
        dataRow++;
        counts.rowsRead++;
        // Rows already parsed come through promise jobs only, which starve the socket: let
        // the batch being written hear back from the database and send its next statement.
        // XLSX (many rows per read) gains most: 100,000 rows in 18.1-21.9 s with this against
        // 18.5-23.7 s without, four interleaved pairs (docs/imports.md, 26 Nov third round).
        if (inFlight && dataRow % YIELD_EVERY_ROWS === 0) await yieldToIo();
        const checked = checkRow(file.entity, file.headers, file.mapping, rowNumber, cells);
        if (checked.ok === 'blank') {
          counts.skip++;
        } else if (checked.ok === false) {
          counts.errors++;
          checked.errors.forEach(addError);
          if (atomic) failedWrites = true;
        } else {
          const first = seen.get(checked.key);
          if (first !== undefined) {
            counts.errors++;
            addError(duplicateError(checked, first, keyLabel));
            if (atomic) failedWrites = true;
          } else {
            seen.set(checked.key, rowNumber);
            if (checked.entity === 'inspections') measures.add(checked.values.measureCode);
            // Rows already committed by an interrupted import are counted, not written again.
            if (dataRow > resumeFrom) batch.push(checked);
            else counts.insert++;
          }
        }
        if (dataRow % IMPORT_BATCH_ROWS === 0) {
          await settle();
          const rows = batch;
          const rowsAtEnd = dataRow;
          batch = [];
          const work = (async () => {
            await flush(tx, rows, rowsAtEnd);
            await tick(rowsAtEnd);
          })();
          work.catch(() => undefined); // awaited by settle(); no unhandled rejection meanwhile
          inFlight = work;
        }
      }
      await settle();
      const rows = batch;
      batch = [];
      await flush(tx, rows, dataRow);
    } finally {
      // A read error while a batch is being written: let the write end first.
      if (inFlight) await (inFlight as Promise<void> | null)?.catch(() => undefined);
    }
  };

  const kindOf = (): ImportKind => {
    if (measures.size === 1) {
      const only = [...measures][0]!;
      if (only === 'EWI' || only === 'IWI' || only === 'CWI' || only === 'RIRI') return only;
    }
    return 'Mixed';
  };

  try {
    if (atomic) {
      await db.transaction(async (tx) => {
        await walk(tx);
        if (failedWrites || counts.errors > 0) throw new Rollback();
        await refreshInstallers(tx, actor, touched);
        await tx
          .update(importFiles)
          .set({ inserted: counts.insert, updated: counts.update, committedRows: dataRow })
          .where(eq(importFiles.id, file.id));
      });
    } else {
      await walk(null);
      if (kind === 'import' && touched.size) {
        // Installer figures once per installer, not once per row (docs/installer-figures.md).
        await db.transaction(async (tx) => {
          await refreshInstallers(tx, actor, touched);
        });
      }
    }
  } catch (error) {
    LOCAL_PROGRESS.delete(file.id);
    await storeErrors(db, file.id, errors);
    const message =
      error instanceof Rollback
        ? `${counts.errors} row${counts.errors === 1 ? ' has' : 's have'} errors: nothing was imported (all or nothing).`
        : error instanceof Cancelled
          ? kind === 'import' && !atomic
            ? `Cancelled after ${dataRow} rows; rows before that were imported.`
            : 'Cancelled; nothing was imported.'
          : error instanceof ImportFileError
            ? error.message
            : null;
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
    if (kind === 'import' && atomic === false && touched.size && error instanceof Cancelled) {
      await db.transaction(async (tx) => {
        await refreshInstallers(tx, actor, touched);
      });
    }
    LOCAL_CANCELS.delete(file.id);
    return;
  }
  LOCAL_PROGRESS.delete(file.id);
  LOCAL_CANCELS.delete(file.id);
  await storeErrors(db, file.id, errors);
  if (kind === 'dry_run') {
    await db
      .update(importFiles)
      .set({
        phase: 'checked',
        status: 'pending',
        kind: file.entity === 'inspections' ? kindOf() : 'Mixed',
        rowsRead: counts.rowsRead,
        wouldInsert: counts.insert,
        wouldUpdate: counts.update,
        wouldSkip: counts.skip,
        errorCount: counts.errors,
        processedRows: counts.rowsRead,
        progressPercent: 100,
        leaseOwner: null,
        leaseUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(importFiles.id, file.id));
  } else {
    await db
      .update(importFiles)
      .set({
        phase: 'done',
        status: 'completed',
        kind: file.entity === 'inspections' ? kindOf() : 'Mixed',
        skipped: counts.skip,
        importErrors: counts.errors,
        processedRows: counts.rowsRead,
        progressPercent: 100,
        leaseOwner: null,
        leaseUntil: null,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(importFiles.id, file.id));
  }
  await writeSummaryAudit(db, actor, file, kind, counts);
}

async function writeSummaryAudit(
  db: Db,
  actor: Actor,
  file: ImportFileRow,
  kind: 'dry_run' | 'import',
  counts: { rowsRead: number; insert: number; update: number; skip: number; errors: number },
) {
  await db.insert(auditLog).values({
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
