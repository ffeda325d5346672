import { TRPCError } from '@trpc/server';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { guidanceDocuments, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';

/** guidance:publish: publish and unpublish, feature, set review dates, see every draft. */
export const mayPublish = (actor: Pick<Actor, 'db' | 'tenantId' | 'user'>) =>
  hasPermission(actor.db, actor.tenantId, actor.user.role, 'guidance:publish');

export const DOCUMENT_NOT_FOUND = 'Guidance document not found.';

export function documentNotFound(): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: DOCUMENT_NOT_FOUND });
}

/**
 * Which documents of the tenant the actor sees: published ones, and drafts
 * they wrote or own; a publisher sees every draft too.
 */
export function visibleDocuments(actor: Actor, publisher: boolean): SQL {
  return and(
    eq(guidanceDocuments.tenantId, actor.tenantId),
    publisher
      ? undefined
      : or(
          eq(guidanceDocuments.status, 'published'),
          eq(guidanceDocuments.authorId, actor.user.id),
          eq(guidanceDocuments.ownerId, actor.user.id),
        ),
  )!;
}

/**
 * The document if the actor may see it (publisher: from mayPublish, asked
 * before any transaction: on PGlite a second query outside it would wait forever), else NOT_FOUND
 * (a draft's existence does not leak).
 */
export async function findVisibleDocument(
  db: Db | Tx,
  actor: Actor,
  id: string,
  publisher: boolean,
  lock = false,
) {
  const query = db
    .select()
    .from(guidanceDocuments)
    .where(and(visibleDocuments(actor, publisher), eq(guidanceDocuments.id, id)));
  const [document] = lock ? await query.for('update') : await query;
  if (!document) documentNotFound();
  return document;
}

/** The author, the owner and publishers may change a document's file and details. */
export function mayEdit(
  actor: Actor,
  document: { authorId: string | null; ownerId: string | null },
  publisher: boolean,
) {
  return publisher || document.authorId === actor.user.id || document.ownerId === actor.user.id;
}

export const PUBLISHER_FIELDS_MESSAGE =
  'Only a publisher can choose the owner, the review date or required reading.';
export const OWNER_MESSAGE = 'Choose an active user as owner.';

/** A document's owner must be an active user of the actor's tenant (BAD_REQUEST otherwise). */
export async function requireOwner(db: Db | Tx, tenantId: string, userId: string) {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.isActive, true)));
  if (!owner) throw new TRPCError({ code: 'BAD_REQUEST', message: OWNER_MESSAGE });
  return owner.id;
}

/** Who may pick a document's owner: the tenant's active users, by name (guidance:publish). */
export async function listOwnerOptions(actor: Actor) {
  return actor.db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.tenantId, actor.tenantId), eq(users.isActive, true)))
    .orderBy(users.name)
    .limit(1000);
}

/**
 * Edit details and delete: a publisher always; the author while the
 * document is a draft (once published, it belongs to the publishers).
 */
export function mayChangeDetails(
  actor: Actor,
  document: { authorId: string | null; status: string },
  publisher: boolean,
) {
  return publisher || (document.status === 'draft' && document.authorId === actor.user.id);
}

/** Full-text configuration: English stemming ('inspections' finds 'inspection'). */
export const TS_CONFIG = sql.raw(`'english'`);

/** Rebuilds a document's search vector from its title, description, tags and file text. */
export async function refreshSearchVector(tx: Db | Tx, id: string) {
  await tx
    .update(guidanceDocuments)
    .set({
      searchVector: sql`setweight(to_tsvector(${TS_CONFIG}, ${guidanceDocuments.title}), 'A')
        || setweight(to_tsvector(${TS_CONFIG}, ${guidanceDocuments.description}), 'B')
        || setweight(to_tsvector(${TS_CONFIG}, array_to_string(${guidanceDocuments.tags}, ' ')), 'B')
        || setweight(to_tsvector(${TS_CONFIG}, ${guidanceDocuments.contentText}), 'D')`,
    })
    .where(eq(guidanceDocuments.id, id));
}
