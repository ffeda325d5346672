import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MERGE_TARGETS_LIMIT, SIMILAR_LIMIT } from '@/shared/improvements/catalogue';
import type { ListSuggestionsInput, MergeTargetsInput } from '@/shared/improvements/inputs';
import {
  improvementComments,
  improvementSuggestions,
  improvementSuggestionVotes,
  users,
} from '@/server/db/schema/index';
import { containsPattern } from '@/server/lib/escape-like';
import type { Actor } from '@/server/trpc/actor';
import { pageOf } from './scope';

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
