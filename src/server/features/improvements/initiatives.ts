import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { DASHBOARD_INITIATIVES } from '@/shared/improvements/catalogue';
import type {
  CreateInitiativeInput,
  ListInitiativesInput,
  UpdateInitiativeInput,
} from '@/shared/improvements/inputs';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import {
  improvementComments,
  improvementInitiatives,
  improvementInitiativeVotes,
  improvementSuggestions,
  users,
} from '@/server/db/schema/index';
import { containsPattern } from '@/server/lib/escape-like';
import type { Actor } from '@/server/trpc/actor';
import { checkOwner, findInitiative, nextInitiativeReference, pageOf } from './scope';

const owner = alias(users, 'owner');

/** The card of an initiative: its fields, owner's name, votes (and mine), comment count. */
function selectCards(db: Db | Tx, actor: Actor) {
  return db
    .select({
      id: improvementInitiatives.id,
      reference: improvementInitiatives.reference,
      title: improvementInitiatives.title,
      category: improvementInitiatives.category,
      priority: improvementInitiatives.priority,
      status: improvementInitiatives.status,
      progress: improvementInitiatives.progress,
      expectedImpact: improvementInitiatives.expectedImpact,
      startDate: improvementInitiatives.startDate,
      targetDate: improvementInitiatives.targetDate,
      ownerId: improvementInitiatives.ownerId,
      ownerName: owner.name,
      description: improvementInitiatives.description,
      resources: improvementInitiatives.resources,
      createdAt: improvementInitiatives.createdAt,
      votes: sql<number>`(select count(*)::int from ${improvementInitiativeVotes} v where v.initiative_id = ${improvementInitiatives.id})`,
      voted: sql<boolean>`exists (select 1 from ${improvementInitiativeVotes} v where v.initiative_id = ${improvementInitiatives.id} and v.user_id = ${actor.user.id})`,
      comments: sql<number>`(select count(*)::int from ${improvementComments} c where c.initiative_id = ${improvementInitiatives.id})`,
    })
    .from(improvementInitiatives)
    .leftJoin(owner, eq(owner.id, improvementInitiatives.ownerId));
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];
const toCard = (row: CardRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

const initiativeVotes = sql`(select count(*) from ${improvementInitiativeVotes} v where v.initiative_id = ${improvementInitiatives.id})`;

/** Each sort ends on the id, so a row has one place and pages never repeat or skip. */
const INITIATIVE_ORDER: Record<z.output<typeof ListInitiativesInput>['sort'], SQL[]> = {
  newest: [desc(improvementInitiatives.createdAt), desc(improvementInitiatives.id)],
  votes: [
    sql`${initiativeVotes} desc`,
    desc(improvementInitiatives.createdAt),
    desc(improvementInitiatives.id),
  ],
  'target-date': [
    sql`${improvementInitiatives.targetDate} asc nulls last`,
    desc(improvementInitiatives.createdAt),
    desc(improvementInitiatives.id),
  ],
  title: [sql`lower(${improvementInitiatives.title}) asc`, asc(improvementInitiatives.id)],
};

/**
 * One page of initiatives: status filter, search (reference, title,
 * description; case-insensitive, wildcards taken literally) and sort. The
 * cursor is the page number; `total` counts every match.
 */
export async function listInitiatives(actor: Actor, input: z.output<typeof ListInitiativesInput>) {
  const term = input.search === '' ? null : containsPattern(input.search);
  const where = and(
    eq(improvementInitiatives.tenantId, actor.tenantId),
    input.status === 'all' ? undefined : eq(improvementInitiatives.status, input.status),
    term
      ? or(
          ilike(improvementInitiatives.title, term),
          ilike(improvementInitiatives.description, term),
          ilike(improvementInitiatives.reference, term),
        )
      : undefined,
  );
  const page = pageOf(input);
  const [rows, [matched]] = await Promise.all([
    selectCards(actor.db, actor)
      .where(where)
      .orderBy(...INITIATIVE_ORDER[input.sort])
      .limit(page.limit)
      .offset(page.offset),
    actor.db.select({ total: count() }).from(improvementInitiatives).where(where),
  ]);
  return page.result(rows.map(toCard), matched?.total ?? 0);
}

export async function recentInitiatives(actor: Actor) {
  const rows = await selectCards(actor.db, actor)
    .where(eq(improvementInitiatives.tenantId, actor.tenantId))
    .orderBy(desc(improvementInitiatives.createdAt), desc(improvementInitiatives.reference))
    .limit(DASHBOARD_INITIATIVES);
  return rows.map(toCard);
}

export async function getInitiative(actor: Actor, id: string) {
  const [row] = await selectCards(actor.db, actor).where(
    and(eq(improvementInitiatives.tenantId, actor.tenantId), eq(improvementInitiatives.id, id)),
  );
  if (!row) await findInitiative(actor.db, actor.tenantId, id);
  const fromSuggestions = await actor.db
    .select({ id: improvementSuggestions.id, title: improvementSuggestions.title })
    .from(improvementSuggestions)
    .where(
      and(
        eq(improvementSuggestions.tenantId, actor.tenantId),
        eq(improvementSuggestions.initiativeId, id),
      ),
    );
  return { ...toCard(row!), fromSuggestions };
}

type InitiativeValues = Omit<z.output<typeof CreateInitiativeInput>, 'ownerId'> & {
  ownerId: string;
};

const columns = (input: InitiativeValues, ownerId: string | null) => ({
  title: input.title,
  category: input.category,
  priority: input.priority,
  status: input.status,
  progress: input.progress,
  expectedImpact: input.expectedImpact,
  startDate: input.startDate === '' ? null : input.startDate,
  targetDate: input.targetDate === '' ? null : input.targetDate,
  ownerId,
  description: input.description,
  resources: input.resources,
});

/** Inserts an initiative inside the caller's transaction (also used by 'Convert to Initiative'). */
export async function insertInitiative(tx: Tx, actor: Actor, input: InitiativeValues) {
  const ownerId = await checkOwner(tx, actor.tenantId, input.ownerId);
  const reference = await nextInitiativeReference(tx, actor.tenantId);
  const [row] = await tx
    .insert(improvementInitiatives)
    .values({
      tenantId: actor.tenantId,
      reference,
      createdById: actor.user.id,
      ...columns(input, ownerId),
    })
    .returning();
  await writeAudit(tx, actor, {
    action: 'create',
    resource: 'improvement_initiative',
    resourceId: row!.id,
    details: { reference, title: row!.title },
  });
  return row!;
}

export async function createInitiative(
  actor: Actor,
  input: z.output<typeof CreateInitiativeInput>,
) {
  const row = await actor.db.transaction((tx) => insertInitiative(tx, actor, input));
  return { id: row.id, reference: row.reference, title: row.title };
}

export async function updateInitiative(
  actor: Actor,
  input: z.output<typeof UpdateInitiativeInput>,
) {
  return actor.db.transaction(async (tx) => {
    const before = await findInitiative(tx, actor.tenantId, input.id);
    const ownerId = await checkOwner(tx, actor.tenantId, input.ownerId);
    const values = columns(input, ownerId);
    const [row] = await tx
      .update(improvementInitiatives)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(improvementInitiatives.id, before.id))
      .returning();
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of Object.keys(values) as (keyof typeof values)[]) {
      if (before[key] !== values[key]) changes[key] = { from: before[key], to: values[key] };
    }
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'improvement_initiative',
      resourceId: before.id,
      details: { reference: before.reference, changes },
    });
    return { id: row!.id, reference: row!.reference, title: row!.title };
  });
}

/** Vote on or off (idempotent, so 'undo' is the same call); one vote per user. */
export async function voteInitiative(actor: Actor, id: string, on: boolean) {
  return actor.db.transaction(async (tx) => {
    const initiative = await findInitiative(tx, actor.tenantId, id);
    const changed = on
      ? await tx
          .insert(improvementInitiativeVotes)
          .values({ initiativeId: initiative.id, userId: actor.user.id, tenantId: actor.tenantId })
          .onConflictDoNothing()
          .returning({ userId: improvementInitiativeVotes.userId })
      : await tx
          .delete(improvementInitiativeVotes)
          .where(
            and(
              eq(improvementInitiativeVotes.initiativeId, initiative.id),
              eq(improvementInitiativeVotes.userId, actor.user.id),
            ),
          )
          .returning({ userId: improvementInitiativeVotes.userId });
    if (changed.length > 0) {
      await writeAudit(tx, actor, {
        action: on ? 'vote' : 'unvote',
        resource: 'improvement_initiative',
        resourceId: initiative.id,
        details: { reference: initiative.reference },
      });
    }
    const [count] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(improvementInitiativeVotes)
      .where(eq(improvementInitiativeVotes.initiativeId, initiative.id));
    return { voted: on, votes: count?.total ?? 0 };
  });
}

/** Active users of the tenant, for the owner picker. */
export async function listOwners(actor: Actor) {
  return actor.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, actor.tenantId), eq(users.isActive, true)))
    .orderBy(users.name)
    .limit(500);
}
