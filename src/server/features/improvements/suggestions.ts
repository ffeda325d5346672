import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INITIATIVE_DEFAULTS,
  MERGE_TARGETS_LIMIT,
  SIMILAR_LIMIT,
  SUGGESTION_STATUS_LABELS,
  type SuggestionStatus,
} from '../../../shared/improvements/catalogue';
import type {
  CreateSuggestionInput,
  ListSuggestionsInput,
  MergeSuggestionInput,
  MergeTargetsInput,
  SetSuggestionStatusInput,
} from '../../../shared/improvements/inputs';
import { writeAudit } from '../../audit/write-audit';
import type { Tx } from '../../db/client';
import {
  improvementComments,
  improvementInitiativeVotes,
  improvementSuggestions,
  improvementSuggestionVotes,
  outboxEmails,
  users,
} from '../../db/schema/index';
import { containsPattern } from '../../lib/escape-like';
import type { Actor } from '../../trpc/actor';
import { getContactsConfig } from '../installer-contacts/config';
import { notify, wantsFeatureEmailCopy } from '../notifications/notify';
import { insertInitiative } from './initiatives';
import { findSuggestion, pageOf } from './scope';

const votesOf = sql<number>`(select count(*)::int from ${improvementSuggestionVotes} v where v.suggestion_id = ${improvementSuggestions.id})`;

function selectSuggestions(actor: Actor) {
  return actor.db
    .select({
      id: improvementSuggestions.id,
      title: improvementSuggestions.title,
      category: improvementSuggestions.category,
      description: improvementSuggestions.description,
      status: improvementSuggestions.status,
      submittedById: improvementSuggestions.submittedById,
      submittedByName: users.name,
      createdAt: improvementSuggestions.createdAt,
      duplicateOfId: improvementSuggestions.duplicateOfId,
      duplicateOfTitle: sql<
        string | null
      >`(select o.title from ${improvementSuggestions} o where o.id = ${improvementSuggestions.duplicateOfId})`,
      initiativeId: improvementSuggestions.initiativeId,
      votes: votesOf,
      voted: sql<boolean>`exists (select 1 from ${improvementSuggestionVotes} v where v.suggestion_id = ${improvementSuggestions.id} and v.user_id = ${actor.user.id})`,
      comments: sql<number>`(select count(*)::int from ${improvementComments} c where c.suggestion_id = ${improvementSuggestions.id})`,
    })
    .from(improvementSuggestions)
    .leftJoin(users, eq(users.id, improvementSuggestions.submittedById));
}

/** Each sort ends on the id, so a row has one place and pages never repeat or skip. */
const SUGGESTION_ORDER: Record<z.output<typeof ListSuggestionsInput>['sort'], SQL[]> = {
  newest: [desc(improvementSuggestions.createdAt), desc(improvementSuggestions.id)],
  votes: [
    sql`${votesOf} desc`,
    desc(improvementSuggestions.createdAt),
    desc(improvementSuggestions.id),
  ],
  title: [sql`lower(${improvementSuggestions.title}) asc`, asc(improvementSuggestions.id)],
};

const matching = (search: string) => {
  if (search === '') return undefined;
  const term = containsPattern(search);
  return or(
    ilike(improvementSuggestions.title, term),
    ilike(improvementSuggestions.description, term),
  );
};

/**
 * One page of suggestions: status filter, search (title and description;
 * case-insensitive, wildcards taken literally) and sort. The cursor is the
 * page number; `total` counts every match.
 */
export async function listSuggestions(actor: Actor, input: z.output<typeof ListSuggestionsInput>) {
  const where = and(
    eq(improvementSuggestions.tenantId, actor.tenantId),
    input.status === 'all' ? undefined : eq(improvementSuggestions.status, input.status),
    matching(input.search),
  );
  const page = pageOf(input);
  const [rows, [matched]] = await Promise.all([
    selectSuggestions(actor)
      .where(where)
      .orderBy(...SUGGESTION_ORDER[input.sort])
      .limit(page.limit)
      .offset(page.offset),
    actor.db.select({ total: count() }).from(improvementSuggestions).where(where),
  ]);
  return page.result(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    matched?.total ?? 0,
  );
}

/** Originals a suggestion may be merged into (not itself, not a duplicate), by title, most voted first. */
export async function mergeTargets(actor: Actor, input: z.output<typeof MergeTargetsInput>) {
  const rows = await actor.db
    .select({ id: improvementSuggestions.id, title: improvementSuggestions.title, votes: votesOf })
    .from(improvementSuggestions)
    .where(
      and(
        eq(improvementSuggestions.tenantId, actor.tenantId),
        ne(improvementSuggestions.id, input.id),
        ne(improvementSuggestions.status, 'duplicate'),
        input.search === ''
          ? undefined
          : ilike(improvementSuggestions.title, containsPattern(input.search)),
      ),
    )
    .orderBy(...SUGGESTION_ORDER.votes)
    .limit(MERGE_TARGETS_LIMIT);
  return rows;
}

const STOP_WORDS = new Set([
  'the', 'and', 'for', 'with', 'from', 'into', 'that', 'this', 'our', 'all', 'are', 'add',
  'use', 'new', 'more', 'less', 'to', 'of', 'on', 'in', 'a', 'an', 'or', 'by', 'be',
]); // prettier-ignore

/** Words worth matching: 3+ letters, not a stop word, at most 8. */
export function significantWords(title: string) {
  const words = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, 8);
}

/**
 * Existing suggestions like a title being typed: each significant word is
 * matched case-insensitively in the title or description (ILIKE, which PGlite
 * and PostgreSQL both have; pg_trgm is not bundled with PGlite by default),
 * ranked by how many words match.
 */
export async function similarSuggestions(actor: Actor, title: string) {
  const words = significantWords(title);
  if (words.length === 0) return [];
  const matches = words.map(
    (w) =>
      sql`(case when ${improvementSuggestions.title} ilike ${containsPattern(w)} then 2 when ${improvementSuggestions.description} ilike ${containsPattern(w)} then 1 else 0 end)`,
  );
  const score = sql<number>`(${sql.join(matches, sql` + `)})`;
  const rows = await actor.db
    .select({
      id: improvementSuggestions.id,
      title: improvementSuggestions.title,
      status: improvementSuggestions.status,
      votes: votesOf,
      score,
    })
    .from(improvementSuggestions)
    .where(
      and(
        eq(improvementSuggestions.tenantId, actor.tenantId),
        ne(improvementSuggestions.status, 'duplicate'),
        sql`${score} > 0`,
      ),
    )
    .orderBy(desc(score), desc(improvementSuggestions.createdAt))
    .limit(SIMILAR_LIMIT);
  return rows.map(({ score: _score, ...r }) => r);
}

export async function createSuggestion(
  actor: Actor,
  input: z.output<typeof CreateSuggestionInput>,
) {
  return actor.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(improvementSuggestions)
      .values({ tenantId: actor.tenantId, submittedById: actor.user.id, ...input })
      .returning({ id: improvementSuggestions.id, title: improvementSuggestions.title });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'improvement_suggestion',
      resourceId: row!.id,
      details: { title: row!.title, category: input.category },
    });
    return row!;
  });
}

/** Vote on or off (idempotent); one vote per user. A merged duplicate takes no votes. */
export async function voteSuggestion(actor: Actor, id: string, on: boolean) {
  return actor.db.transaction(async (tx) => {
    const suggestion = await findSuggestion(tx, actor.tenantId, id);
    if (on && suggestion.status === 'duplicate') {
      throw new TRPCError({
        code: 'PRECONDITION_FAILED',
        message: 'This suggestion was merged into another one: vote for that one instead.',
      });
    }
    const changed = on
      ? await tx
          .insert(improvementSuggestionVotes)
          .values({ suggestionId: suggestion.id, userId: actor.user.id, tenantId: actor.tenantId })
          .onConflictDoNothing()
          .returning({ userId: improvementSuggestionVotes.userId })
      : await tx
          .delete(improvementSuggestionVotes)
          .where(
            and(
              eq(improvementSuggestionVotes.suggestionId, suggestion.id),
              eq(improvementSuggestionVotes.userId, actor.user.id),
            ),
          )
          .returning({ userId: improvementSuggestionVotes.userId });
    if (changed.length > 0) {
      await writeAudit(tx, actor, {
        action: on ? 'vote' : 'unvote',
        resource: 'improvement_suggestion',
        resourceId: suggestion.id,
        details: { title: suggestion.title },
      });
    }
    const [count] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(improvementSuggestionVotes)
      .where(eq(improvementSuggestionVotes.suggestionId, suggestion.id));
    return { voted: on, votes: count?.total ?? 0 };
  });
}

/** Tells the voters (and the submitter) of a suggestion that its status changed, except the actor. */
async function notifyStatusChange(
  tx: Tx,
  actor: Actor,
  suggestion: { id: string; title: string; submittedById: string | null },
  status: SuggestionStatus,
  extra = '',
) {
  const voters = await tx
    .select({ userId: improvementSuggestionVotes.userId })
    .from(improvementSuggestionVotes)
    .where(eq(improvementSuggestionVotes.suggestionId, suggestion.id));
  const recipients = new Set(voters.map((v) => v.userId));
  if (suggestion.submittedById) recipients.add(suggestion.submittedById);
  recipients.delete(actor.user.id);
  const title = `Suggestion "${suggestion.title}" is now ${SUGGESTION_STATUS_LABELS[status]}`;
  const message = `${actor.user.name} changed its status to ${SUGGESTION_STATUS_LABELS[status]}.${extra}`;
  const actionUrl = '/improvements?tab=suggestions';
  const notified: string[] = [];
  for (const userId of recipients) {
    const id = await notify(tx, {
      tenantId: actor.tenantId,
      userId,
      event: 'improvement_suggestion',
      type: status === 'declined' ? 'warning' : 'info',
      title,
      message,
      actionUrl,
    });
    // null: the tenant switched the event off (Admin Settings > Notifications), so no e-mail either.
    if (id) notified.push(userId);
  }
  await emailCopies(tx, actor, notified, { title, message, actionUrl });
  return recipients.size;
}

/**
 * E-mail copies of a notification, queued in the outbox (delivered when SMTP
 * is configured), for the active recipients who kept e-mail notifications on
 * (Account Settings) and left this kind at its default (Alerts > Preferences).
 */
async function emailCopies(
  tx: Tx,
  actor: Actor,
  userIds: string[],
  note: { title: string; message: string; actionUrl: string },
) {
  if (userIds.length === 0) return;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(eq(users.tenantId, actor.tenantId), eq(users.isActive, true), inArray(users.id, userIds)),
    );
  const wanted = [];
  for (const person of people) {
    if (await wantsFeatureEmailCopy(tx, person.id, 'improvement_suggestion')) wanted.push(person);
  }
  if (wanted.length === 0) return;
  const link = `${getContactsConfig().portalUrl}${note.actionUrl}`;
  await tx.insert(outboxEmails).values(
    wanted.map((person) => ({
      tenantId: actor.tenantId,
      to: [person.email],
      subject: note.title,
      body: [
        note.message,
        '',
        `See it in InspectHub: ${link}`,
        '',
        'You receive this because you voted for or submitted this suggestion. You can turn e-mail notifications off in Account Settings.',
      ].join('\n'),
      status: 'queued' as const,
      createdBy: actor.user.id,
    })),
  );
}

function refuseIfMerged(status: SuggestionStatus) {
  if (status === 'duplicate') {
    throw new TRPCError({
      code: 'PRECONDITION_FAILED',
      message: 'This suggestion was merged into another one.',
    });
  }
}

export async function setSuggestionStatus(
  actor: Actor,
  input: z.output<typeof SetSuggestionStatusInput>,
) {
  return actor.db.transaction(async (tx) => {
    const suggestion = await findSuggestion(tx, actor.tenantId, input.id);
    refuseIfMerged(suggestion.status);
    if (suggestion.status === input.status) return { id: suggestion.id, notified: 0 };
    await tx
      .update(improvementSuggestions)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(improvementSuggestions.id, suggestion.id));
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'improvement_suggestion',
      resourceId: suggestion.id,
      details: { title: suggestion.title, status: { from: suggestion.status, to: input.status } },
    });
    const notified = await notifyStatusChange(tx, actor, suggestion, input.status);
    return { id: suggestion.id, notified };
  });
}

/** Copies votes onto another target (an insert ... select); a user's vote counts once. */
async function carryVotes(tx: Tx, insertSelect: SQL) {
  await tx.execute(sql`${insertSelect} on conflict do nothing`);
}

/** Marks a suggestion a duplicate of another: its votes move to the original (de-duplicated). */
export async function mergeSuggestion(actor: Actor, input: z.output<typeof MergeSuggestionInput>) {
  return actor.db.transaction(async (tx) => {
    const duplicate = await findSuggestion(tx, actor.tenantId, input.id);
    const original = await findSuggestion(tx, actor.tenantId, input.intoId);
    refuseIfMerged(duplicate.status);
    if (original.status === 'duplicate') {
      throw new TRPCError({
        code: 'PRECONDITION_FAILED',
        message: 'Merge into the original suggestion, not into a duplicate.',
      });
    }
    await carryVotes(
      tx,
      sql`insert into ${improvementSuggestionVotes} (suggestion_id, user_id, tenant_id, created_at)
          select ${original.id}, user_id, tenant_id, created_at from ${improvementSuggestionVotes}
          where suggestion_id = ${duplicate.id}`,
    );
    await tx
      .update(improvementSuggestions)
      .set({ status: 'duplicate', duplicateOfId: original.id, updatedAt: new Date() })
      .where(eq(improvementSuggestions.id, duplicate.id));
    await writeAudit(tx, actor, {
      action: 'merge',
      resource: 'improvement_suggestion',
      resourceId: duplicate.id,
      details: { title: duplicate.title, into: original.id, intoTitle: original.title },
    });
    await notifyStatusChange(
      tx,
      actor,
      duplicate,
      'duplicate',
      ` Its votes now count for "${original.title}".`,
    );
    const [count] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(improvementSuggestionVotes)
      .where(eq(improvementSuggestionVotes.suggestionId, original.id));
    return { id: original.id, votes: count?.total ?? 0 };
  });
}

/**
 * 'Convert to Initiative': a new initiative from the suggestion (title,
 * category, description; the spec's defaults otherwise), linked both ways,
 * carrying the suggestion's votes; the suggestion becomes 'approved'.
 */
export async function convertSuggestion(actor: Actor, id: string) {
  return actor.db.transaction(async (tx) => {
    const suggestion = await findSuggestion(tx, actor.tenantId, id);
    refuseIfMerged(suggestion.status);
    if (suggestion.initiativeId) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'This suggestion has already been converted to an initiative.',
      });
    }
    const initiative = await insertInitiative(tx, actor, {
      title: suggestion.title,
      category: suggestion.category,
      description: suggestion.description,
      priority: INITIATIVE_DEFAULTS.priority,
      status: INITIATIVE_DEFAULTS.status,
      progress: INITIATIVE_DEFAULTS.progress,
      expectedImpact: '',
      startDate: '',
      targetDate: '',
      ownerId: '',
      resources: '',
    });
    await carryVotes(
      tx,
      sql`insert into ${improvementInitiativeVotes} (initiative_id, user_id, tenant_id, created_at)
          select ${initiative.id}, user_id, tenant_id, created_at from ${improvementSuggestionVotes}
          where suggestion_id = ${suggestion.id}`,
    );
    // The discussion comes along: each comment copied with its author and time (the
    // suggestion keeps its own thread; the copies are the initiative's from now on).
    const copied = await tx.execute(
      sql`insert into ${improvementComments} (tenant_id, initiative_id, author_id, body, created_at)
          select tenant_id, ${initiative.id}, author_id, body, created_at from ${improvementComments}
          where suggestion_id = ${suggestion.id} and tenant_id = ${actor.tenantId}
          returning id`,
    );
    const comments = (copied as { rows: unknown[] }).rows.length;
    const status = suggestion.status === 'under-review' ? 'approved' : suggestion.status;
    await tx
      .update(improvementSuggestions)
      .set({ initiativeId: initiative.id, status, updatedAt: new Date() })
      .where(eq(improvementSuggestions.id, suggestion.id));
    await writeAudit(tx, actor, {
      action: 'convert',
      resource: 'improvement_suggestion',
      resourceId: suggestion.id,
      details: { title: suggestion.title, initiative: initiative.reference, comments },
    });
    if (status !== suggestion.status) {
      await notifyStatusChange(
        tx,
        actor,
        suggestion,
        status,
        ` It became initiative ${initiative.reference}.`,
      );
    }
    return { id: initiative.id, reference: initiative.reference, title: initiative.title };
  });
}
