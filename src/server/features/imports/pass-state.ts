import { IMPORT_MAX_STORED_ERRORS } from '@/shared/imports/catalogue';
import type { Db } from '@/server/db/client';
import type { importFiles } from '@/server/db/schema/index';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import type { InstallerCache } from './register-installer';
import type { CheckedRow, RowError } from './validate';

export type ImportFileRow = typeof importFiles.$inferSelect;
export type Good = Extract<CheckedRow, { ok: true }>;
export type PassKind = 'dry_run' | 'import';
export type PassCounts = {
  rowsRead: number;
  insert: number;
  update: number;
  skip: number;
  errors: number;
  /** Entry warnings (measures): listed by a dry run, written only once accepted. */
  warnings: number;
};
export type Caches = { installers: InstallerCache; inspectors: Map<string, string | null> };

/**
 * Extends this server's lease on the file and, when given, writes the progress; says
 * 'cancel' when a cancel was asked and 'lost' when another server took the file over.
 */
export type Heartbeat = (progress?: {
  processedRows: number;
  progressPercent: number;
}) => Promise<'ok' | 'cancel' | 'lost'>;

export type PassDeps = {
  db: Db;
  storage: Storage;
  now: Date;
  heartbeat: Heartbeat;
};

/** In-process view of a running pass: all-or-nothing writes are invisible until commit. */
export const LOCAL_PROGRESS = new Map<string, { processedRows: number; progressPercent: number }>();
/** Cancels asked on this server; the database flag carries them to the others. */
export const LOCAL_CANCELS = new Set<string>();

export class Cancelled extends Error {}
export class Rollback extends Error {}

/**
 * What one pass knows while it runs. Shared, mutable: the batch being written and the
 * rows being read after it both count into it (see walk-rows.ts).
 */
export type Pass = {
  deps: PassDeps;
  file: ImportFileRow;
  kind: PassKind;
  actor: Actor;
  atomic: boolean;
  /** Data rows an interrupted 'valid rows only' import already committed. */
  resumeFrom: number;
  counts: PassCounts;
  errors: RowError[];
  /** Natural key to the first row that had it, for duplicates within the file. */
  seen: Map<string, number>;
  measures: Set<string>;
  /** Installers whose figures are refreshed once at the end. */
  touched: Set<string>;
  caches: Caches;
  bytes: number;
  dataRow: number;
  /** An all-or-nothing import that will roll back: checking goes on, writing stops. */
  failedWrites: boolean;
};

export function startPass(deps: PassDeps, file: ImportFileRow, kind: PassKind, actor: Actor): Pass {
  const mode = file.mode ?? 'valid_only';
  const atomic = kind === 'import' && mode === 'all_or_nothing';
  return {
    deps,
    file,
    kind,
    actor,
    atomic,
    resumeFrom: kind === 'import' && !atomic ? file.committedRows : 0,
    counts: { rowsRead: 0, insert: 0, update: 0, skip: 0, errors: 0, warnings: 0 },
    errors: [],
    seen: new Map(),
    measures: new Set(),
    touched: new Set(kind === 'import' && !atomic ? file.touchedInstallers : []),
    caches: { installers: new Map(), inspectors: new Map() },
    bytes: 0,
    dataRow: 0,
    failedWrites: false,
  };
}

export function addError(pass: Pass, e: RowError) {
  if (pass.errors.length < IMPORT_MAX_STORED_ERRORS) pass.errors.push(e);
}

/** A dry run does not know the row count yet, so it measures by bytes read. */
export function percentAt(pass: Pass, rows: number) {
  return pass.kind === 'dry_run'
    ? Math.min(99, Math.floor((pass.bytes / Math.max(1, pass.file.size)) * 100))
    : Math.min(99, Math.floor((rows / Math.max(1, pass.file.rowsRead)) * 100));
}

/** After each batch: progress, lease and cancel (one statement; none inside an atomic import). */
export async function tick(pass: Pass, rows: number) {
  const progressPercent = percentAt(pass, rows);
  LOCAL_PROGRESS.set(pass.file.id, { processedRows: rows, progressPercent });
  if (LOCAL_CANCELS.has(pass.file.id)) throw new Cancelled();
  if (pass.atomic) return;
  const state = await pass.deps.heartbeat({ processedRows: rows, progressPercent });
  if (state !== 'ok') throw new Cancelled();
}
