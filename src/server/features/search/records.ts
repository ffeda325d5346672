import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { RECORD_KINDS, type RecordHit } from '@/shared/search/records';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';
import { KIND_FINDERS, type Finder } from './record-finders';

// The bench and the assistant call the inspections lookup directly.
export { INSPECTION_SEARCH_MIN_LENGTH, inspectionLookup } from './inspection-lookup';

/** Long enough for any lookup on an index; a search past it is answered with a message. */
export const SEARCH_STATEMENT_TIMEOUT_MS = 3000;
export const SEARCH_TIMEOUT_MESSAGE =
  'The search took too long. Type more of the name, reference or postcode.';

/**
 * The records matching the text, up to five per kind, grouped in RECORD_KINDS
 * order. Each kind goes through the same scope as its page, so what a user may
 * not see is never listed.
 *
 * Under load a search holds its share (issue 27): its lookups run one after another in one
 * transaction, so a search waits for a pooled connection once, not once per kind behind every
 * other request (at 50 connections it answered a tenth of what the pending queue did), and
 * PostgreSQL cancels any lookup past SEARCH_STATEMENT_TIMEOUT_MS.
 */
export async function searchRecords(actor: Actor, text: string): Promise<RecordHit[]> {
  const kinds: Finder[] = [];
  for (const kind of RECORD_KINDS) {
    const { permission, find } = KIND_FINDERS[kind];
    if (
      !permission ||
      (await hasPermission(actor.db, actor.tenantId, actor.user.role, permission))
    ) {
      kinds.push(find);
    }
  }
  try {
    return await actor.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${SEARCH_STATEMENT_TIMEOUT_MS}`));
      const hits: RecordHit[] = [];
      for (const find of kinds) hits.push(...(await find(actor, text, tx)));
      return hits;
    });
  } catch (error) {
    if (causeCode(error) === QUERY_CANCELED) {
      throw new TRPCError({ code: 'TIMEOUT', message: SEARCH_TIMEOUT_MESSAGE, cause: error });
    }
    throw error;
  }
}

const QUERY_CANCELED = '57014';

function causeCode(error: unknown): unknown {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (code) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}
