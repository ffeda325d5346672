import type { SQL } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import type { AcceptedMeasureWarning, auditLog } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { Existing } from './match-existing';
import type { Caches, Good, ImportFileRow } from './pass-state';

/** A measure row's names resolved against the tenant's lists, and its accepted warnings. */
export type ResolvedMeasure = {
  workTypeId: string;
  category: string;
  schemeId: string;
  installerId: string;
  warnings: AcceptedMeasureWarning[];
};

/** A checked row with the record it updates, if any. */
export type Classified = { row: Good; existing: Existing | undefined; measure?: ResolvedMeasure };

export type AuditEntry = Pick<
  typeof auditLog.$inferInsert,
  'action' | 'resource' | 'resourceId' | 'details'
>;

/** What writing one batch needs; `audit` collects rows written as one statement at the end. */
export type WriteContext = {
  tx: Tx;
  actor: Actor;
  file: ImportFileRow;
  caches: Caches;
  touched: Set<string>;
  now: Date;
  audit: (action: string, resource: string, id: string, details: Record<string, unknown>) => void;
};

/** `inFlight`: the last statement sent and not yet answered; the caller awaits it. */
export type Written = { inserted: number; updated: number; inFlight: Promise<void> };

/** Runs a built statement: drizzle starts a query when its `then` is called, so it is sent now. */
export function send(tx: Tx, statement: SQL) {
  const running = tx.execute(statement).then(() => undefined);
  running.catch(() => undefined); // awaited by the caller; no unhandled rejection meanwhile
  return running;
}
