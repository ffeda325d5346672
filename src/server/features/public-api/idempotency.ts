import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { apiIdempotency } from '@/server/db/schema/index';
import { problem, type Answer } from './problem';

/** How long an answer is replayed for the same Idempotency-Key (issue 33 point 3). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX = 255;

/** JSON with object keys sorted at every level: the same request hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHashOf = (request: unknown) =>
  createHash('sha256').update(canonicalJson(request)).digest('hex');

export type IdempotentRequest = {
  keyId: string;
  idempotencyKey: string;
  tenantId: string;
  operation: string;
  /** The hash of the path, query and JSON body (of a multipart upload: path and query). */
  requestHash: string;
  /**
   * A multipart upload's files, hashed by streaming them only when the key was answered
   * before (files-digest.ts): kept beside requestHash as `<requestHash>.<files digest>`.
   */
  filesHash?: () => Promise<string>;
};

export type Claim = { kind: 'run' } | { kind: 'answer'; answer: Answer; replayed: boolean };

const rowOf = (db: Db, r: IdempotentRequest) =>
  db
    .select()
    .from(apiIdempotency)
    .where(
      and(eq(apiIdempotency.keyId, r.keyId), eq(apiIdempotency.idempotencyKey, r.idempotencyKey)),
    );

/**
 * Claims the key for this request: the row is inserted first (ON CONFLICT DO NOTHING), so of
 * two servers receiving the same key at once exactly one runs it. Otherwise the first answer
 * is replayed, or the request refused: another body (409 idempotency_key_reused) or the first
 * still running (409 idempotency_in_progress). A row older than the window is replaced.
 */
export async function claim(db: Db, r: IdempotentRequest, now = new Date()): Promise<Claim> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db
      .insert(apiIdempotency)
      .values({ ...r, createdAt: now })
      .onConflictDoNothing()
      .returning({ keyId: apiIdempotency.keyId });
    if (inserted.length > 0) return { kind: 'run' };
    const [row] = await rowOf(db, r);
    if (!row) continue; // deleted meanwhile (a 5xx): claim again
    if (row.createdAt.getTime() < now.getTime() - IDEMPOTENCY_WINDOW_MS) {
      await db
        .delete(apiIdempotency)
        .where(
          and(
            eq(apiIdempotency.keyId, r.keyId),
            eq(apiIdempotency.idempotencyKey, r.idempotencyKey),
            lt(apiIdempotency.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)),
          ),
        );
      continue;
    }
    const [storedHash, storedFiles] = row.requestHash.split('.');
    if (row.operation !== r.operation || storedHash !== r.requestHash) return reused();
    if (row.responseStatus === null) {
      const detail = 'A request with this Idempotency-Key is still running. Try again shortly.';
      return {
        kind: 'answer',
        answer: problem(409, 'idempotency_in_progress', detail),
        replayed: false,
      };
    }
    if (storedFiles !== undefined && storedFiles !== (await r.filesHash?.())) return reused();
    const body = row.responseBody;
    const isProblem = row.responseStatus >= 400;
    return {
      kind: 'answer',
      answer: { status: row.responseStatus, body, problem: isProblem },
      replayed: true,
    };
  }
  const detail = 'A request with this Idempotency-Key is still running. Try again shortly.';
  return {
    kind: 'answer',
    answer: problem(409, 'idempotency_in_progress', detail),
    replayed: false,
  };
}

function reused(): Claim {
  const detail =
    'This Idempotency-Key was used with a different request. Use a new key for a new request.';
  return {
    kind: 'answer',
    answer: problem(409, 'idempotency_key_reused', detail),
    replayed: false,
  };
}

/**
 * Keeps a 2xx or 4xx answer for replay; a 5xx frees the key so a retry runs again. An upload
 * passes its files' digest: null (refused before every part was read) frees the key too, as
 * there is nothing to compare a retry by; its files stored before are then refused as duplicates.
 */
export async function settle(db: Db, r: IdempotentRequest, answer: Answer, files?: string | null) {
  const where = and(
    eq(apiIdempotency.keyId, r.keyId),
    eq(apiIdempotency.idempotencyKey, r.idempotencyKey),
  );
  if (answer.status >= 500 || files === null) {
    await db.delete(apiIdempotency).where(where);
    return;
  }
  await db
    .update(apiIdempotency)
    .set({
      responseStatus: answer.status,
      responseBody: answer.body ?? null,
      ...(files === undefined ? {} : { requestHash: `${r.requestHash}.${files}` }),
    })
    .where(where);
}

/** Rows past the window are never replayed: the daily job removes them. */
export async function pruneIdempotency(db: Db, now = new Date()) {
  await db
    .delete(apiIdempotency)
    .where(lt(apiIdempotency.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)));
}
