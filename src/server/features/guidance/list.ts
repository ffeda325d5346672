import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  or,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENTS_PAGE_SIZE,
  FEATURED_MAX,
  type DocumentCategory,
} from '@/shared/guidance/catalogue';
import type { ListDocumentsInput } from '@/shared/guidance/document-inputs';
import { todayInLondon } from '@/shared/format';
import { guidanceDocuments, users } from '@/server/db/schema/index';
import { containsPattern } from '@/server/lib/escape-like';
import { paginate } from '@/server/lib/paginate';
import type { Actor } from '@/server/trpc/actor';
import { mayPublish, TS_CONFIG, visibleDocuments } from './scope';

const owners = aliasedTable(users, 'owners');

/** What a list row, a featured card and the detail header show of a document. */
export const documentColumns = {
  id: guidanceDocuments.id,
  reference: guidanceDocuments.reference,
  title: guidanceDocuments.title,
  category: guidanceDocuments.category,
  docType: guidanceDocuments.docType,
  description: guidanceDocuments.description,
  tags: guidanceDocuments.tags,
  status: guidanceDocuments.status,
  featured: guidanceDocuments.featured,
  authorId: guidanceDocuments.authorId,
  authorName: users.name,
  ownerId: guidanceDocuments.ownerId,
  ownerName: owners.name,
  reviewBy: guidanceDocuments.reviewBy,
  downloadCount: guidanceDocuments.downloadCount,
  version: guidanceDocuments.currentVersion,
  format: guidanceDocuments.format,
  fileSize: guidanceDocuments.fileSize,
  updatedAt: guidanceDocuments.updatedAt,
};

/** A review is overdue once its review-by day (UK) has passed. */
export const reviewOverdue = (now: Date) =>
  and(
    isNotNull(guidanceDocuments.reviewBy),
    sql`${guidanceDocuments.reviewBy} < ${todayInLondon(now)}::date`,
  )!;

function rowOut<T extends { updatedAt: Date; reviewBy: string | null }>(row: T, now: Date) {
  return {
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    reviewOverdue: row.reviewBy !== null && row.reviewBy < todayInLondon(now),
  };
}

/**
 * One page of documents: search (title, description and tags as typed,
 * case-insensitively, and words inside the files through the full-text
 * index, with a snippet of where it matched), category, review overdue, and
 * the sort Latest, Downloads or Name.
 */
export async function listDocuments(
  actor: Actor,
  input: z.output<typeof ListDocumentsInput>,
  now = new Date(),
) {
  const publisher = await mayPublish(actor);
  const window = paginate({ page: input.page, limit: DOCUMENTS_PAGE_SIZE });
  const q = input.q;
  const query = q === '' ? null : sql`websearch_to_tsquery(${TS_CONFIG}, ${q})`;
  const pattern = containsPattern(q);
  const where = and(
    visibleDocuments(actor, publisher),
    input.category ? eq(guidanceDocuments.category, input.category) : undefined,
    input.reviewOverdue ? reviewOverdue(now) : undefined,
    query
      ? or(
          ilike(guidanceDocuments.reference, pattern),
          ilike(guidanceDocuments.title, pattern),
          ilike(guidanceDocuments.description, pattern),
          sql`array_to_string(${guidanceDocuments.tags}, ' ') ilike ${pattern}`,
          sql`${guidanceDocuments.searchVector} @@ ${query}`,
        )
      : undefined,
  );
  const order =
    input.sort === 'downloads'
      ? [desc(guidanceDocuments.downloadCount), asc(guidanceDocuments.title)]
      : input.sort === 'name'
        ? [asc(sql`lower(${guidanceDocuments.title})`), asc(guidanceDocuments.id)]
        : [desc(guidanceDocuments.updatedAt), asc(guidanceDocuments.id)];
  const snippet = query
    ? sql<string | null>`case when ${guidanceDocuments.searchVector} @@ ${query}
        and ${guidanceDocuments.contentText} <> ''
        then ts_headline(${TS_CONFIG}, ${guidanceDocuments.contentText}, ${query},
          'StartSel=[[, StopSel=]], MaxWords=18, MinWords=6, MaxFragments=1')
        else null end`
    : sql<string | null>`null`;
  const matchedIn = query
    ? sql<string | null>`case
        when ${guidanceDocuments.title} ilike ${pattern} then 'title'
        when ${guidanceDocuments.description} ilike ${pattern} then 'description'
        when array_to_string(${guidanceDocuments.tags}, ' ') ilike ${pattern} then 'tags'
        else 'file' end`
    : sql<string | null>`null`;
  const [rows, [total]] = await Promise.all([
    actor.db
      .select({ ...documentColumns, snippet, matchedIn })
      .from(guidanceDocuments)
      .leftJoin(users, eq(users.id, guidanceDocuments.authorId))
      .leftJoin(owners, eq(owners.id, guidanceDocuments.ownerId))
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    actor.db.select({ n: count() }).from(guidanceDocuments).where(where),
  ]);
  return {
    items: rows.map((row) => rowOut(row, now)),
    pageInfo: window.info(total?.n ?? 0),
  };
}

/**
 * The page's figures, all computed: stats (documents, downloads, featured,
 * updated in the last seven days), the count per category for the sidebar,
 * the featured block (at most four) and how many reviews are overdue.
 */
export async function guidanceOverview(actor: Actor, now = new Date()) {
  const publisher = await mayPublish(actor);
  const visible = visibleDocuments(actor, publisher);
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [[stats], perCategory, featured] = await Promise.all([
    actor.db
      .select({
        total: count(),
        downloads: sql<number>`coalesce(sum(${guidanceDocuments.downloadCount}), 0)::int`,
        featured: sql<number>`count(*) filter (where ${guidanceDocuments.featured})::int`,
        updatedThisWeek: sql<number>`count(*) filter (where ${gte(guidanceDocuments.updatedAt, weekAgo)})::int`,
        reviewOverdue: sql<number>`count(*) filter (where ${reviewOverdue(now)})::int`,
      })
      .from(guidanceDocuments)
      .where(visible),
    actor.db
      .select({ category: guidanceDocuments.category, n: count() })
      .from(guidanceDocuments)
      .where(visible)
      .groupBy(guidanceDocuments.category),
    actor.db
      .select(documentColumns)
      .from(guidanceDocuments)
      .leftJoin(users, eq(users.id, guidanceDocuments.authorId))
      .leftJoin(owners, eq(owners.id, guidanceDocuments.ownerId))
      .where(and(visible, eq(guidanceDocuments.featured, true)))
      .orderBy(desc(guidanceDocuments.updatedAt))
      .limit(FEATURED_MAX),
  ]);
  const categories = Object.fromEntries(DOCUMENT_CATEGORIES.map((c) => [c, 0])) as Record<
    DocumentCategory,
    number
  >;
  for (const row of perCategory) categories[row.category] = row.n;
  return {
    stats: {
      total: stats?.total ?? 0,
      downloads: stats?.downloads ?? 0,
      featured: stats?.featured ?? 0,
      updatedThisWeek: stats?.updatedThisWeek ?? 0,
      reviewOverdue: stats?.reviewOverdue ?? 0,
    },
    categories,
    featured: featured.map((row) => rowOut(row, now)),
    canPublish: publisher,
  };
}
