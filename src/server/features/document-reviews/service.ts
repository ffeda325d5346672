import { TRPCError } from '@trpc/server';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  isPreviewable,
  REVIEW_PAGE_SIZE,
  type DocumentReviewListInput,
  type ReviewAge,
  type ReviewStatus,
} from '@/shared/document-reviews/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { documentReviews, installerDocuments, installers, users } from '@/server/db/schema/index';
import { containsPattern } from '@/server/lib/escape-like';
import { paginate } from '@/server/lib/paginate';
import type { Actor } from '@/server/trpc/actor';

const DAY_MS = 86_400_000;
export const DOCUMENT_NOT_FOUND = 'Document not found.';

const uploader = aliasedTable(users, 'uploader');
const reviewer = aliasedTable(users, 'reviewer');

/** No review row means nobody has decided yet: pending. */
const statusSql = sql<ReviewStatus>`coalesce(${documentReviews.status}, 'pending')`;

const reviewJoin = and(
  eq(documentReviews.tenantId, installerDocuments.tenantId),
  eq(documentReviews.documentKind, 'installer_document'),
  eq(documentReviews.documentId, installerDocuments.id),
);

function ageCondition(age: ReviewAge, now: Date): SQL | undefined {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  if (age === 'lt7') return gte(installerDocuments.uploadedAt, weekAgo);
  if (age === '7to30')
    return and(
      lt(installerDocuments.uploadedAt, weekAgo),
      gte(installerDocuments.uploadedAt, monthAgo),
    );
  if (age === 'gt30') return lt(installerDocuments.uploadedAt, monthAgo);
  return undefined;
}

type ListInput = z.output<typeof DocumentReviewListInput>;

/**
 * The review queue: installer documents with their decision. Pending ones
 * come oldest first (first in, first reviewed); decided ones newest decision first.
 */
export async function listDocumentReviews(actor: Actor, input: ListInput, now = new Date()) {
  const tenant = eq(installerDocuments.tenantId, actor.tenantId);
  const statusWhere = input.status === 'all' ? undefined : sql`${statusSql} = ${input.status}`;
  const typeWhere = input.type ? eq(installerDocuments.type, input.type) : undefined;
  const searchWhere = input.search
    ? or(
        ilike(installerDocuments.name, containsPattern(input.search)),
        ilike(installers.name, containsPattern(input.search)),
      )
    : undefined;
  const filterWhere = and(tenant, statusWhere, typeWhere, searchWhere);
  const where = and(filterWhere, ageCondition(input.age, now));
  const window = paginate({ page: input.page, limit: REVIEW_PAGE_SIZE });
  const order =
    input.status === 'pending'
      ? [asc(installerDocuments.uploadedAt), asc(installerDocuments.id)]
      : [
          desc(sql`coalesce(${documentReviews.decidedAt}, ${installerDocuments.uploadedAt})`),
          asc(installerDocuments.id),
        ];

  const rows = await actor.db
    .select({
      id: installerDocuments.id,
      name: installerDocuments.name,
      type: installerDocuments.type,
      mimeType: installerDocuments.mimeType,
      size: installerDocuments.size,
      expiryDate: installerDocuments.expiryDate,
      uploadedAt: installerDocuments.uploadedAt,
      installerId: installerDocuments.installerId,
      installerName: installers.name,
      uploadedByName: uploader.name,
      status: statusSql,
      reason: documentReviews.reason,
      reviewerName: reviewer.name,
      decidedAt: documentReviews.decidedAt,
    })
    .from(installerDocuments)
    .innerJoin(installers, eq(installers.id, installerDocuments.installerId))
    .leftJoin(documentReviews, reviewJoin)
    .leftJoin(uploader, eq(uploader.id, installerDocuments.uploadedBy))
    .leftJoin(reviewer, eq(reviewer.id, documentReviews.reviewerId))
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);

  const [totals, statusCounts, ageCounts, types] = await Promise.all([
    countWhere(actor.db, where),
    countByStatus(actor.db, actor.tenantId),
    countByAge(actor.db, filterWhere, now),
    listTypes(actor.db, actor.tenantId),
  ]);
  const info = window.info(totals);
  return {
    items: rows.map((row) => ({
      ...row,
      kind: 'installer_document' as const,
      uploadedAt: row.uploadedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      fileUrl: `/api/document-reviews/${row.id}/file`,
      downloadUrl: `/api/document-reviews/${row.id}/file?download=1`,
      isPreviewable: isPreviewable(row.mimeType),
    })),
    total: info.total,
    page: info.page,
    pageSize: info.limit,
    pages: info.pages,
    statusCounts,
    ageCounts,
    types,
  };
}

async function countWhere(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(installerDocuments)
    .innerJoin(installers, eq(installers.id, installerDocuments.installerId))
    .leftJoin(documentReviews, reviewJoin)
    .where(where);
  return row?.n ?? 0;
}

async function countByStatus(db: Db, tenantId: string) {
  const rows = await db
    .select({ status: statusSql, n: count() })
    .from(installerDocuments)
    .leftJoin(documentReviews, reviewJoin)
    .where(eq(installerDocuments.tenantId, tenantId))
    .groupBy(statusSql);
  const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

async function countByAge(db: Db, where: SQL | undefined, now: Date) {
  const cell = (age: ReviewAge) =>
    sql<number>`count(*) filter (where ${ageCondition(age, now)})`.mapWith(Number);
  const [row] = await db
    .select({ all: count(), lt7: cell('lt7'), '7to30': cell('7to30'), gt30: cell('gt30') })
    .from(installerDocuments)
    .innerJoin(installers, eq(installers.id, installerDocuments.installerId))
    .leftJoin(documentReviews, reviewJoin)
    .where(where);
  return {
    all: row?.all ?? 0,
    lt7: row?.lt7 ?? 0,
    '7to30': row?.['7to30'] ?? 0,
    gt30: row?.gt30 ?? 0,
  };
}

async function listTypes(db: Db, tenantId: string) {
  const rows = await db
    .selectDistinct({ type: installerDocuments.type })
    .from(installerDocuments)
    .where(eq(installerDocuments.tenantId, tenantId))
    .orderBy(asc(installerDocuments.type));
  return rows.map((r) => r.type);
}

/** The number the home tile shows: documents nobody has decided on yet. */
export async function countPendingDocumentReviews(db: Db, tenantId: string) {
  return countWhere(
    db,
    and(eq(installerDocuments.tenantId, tenantId), sql`${statusSql} = 'pending'`),
  );
}

async function requireDocument(tx: Tx, tenantId: string, id: string) {
  const [document] = await tx
    .select({
      id: installerDocuments.id,
      name: installerDocuments.name,
      installerId: installerDocuments.installerId,
      previous: statusSql,
    })
    .from(installerDocuments)
    .leftJoin(documentReviews, reviewJoin)
    .where(and(eq(installerDocuments.tenantId, tenantId), eq(installerDocuments.id, id)));
  if (!document) throw new TRPCError({ code: 'NOT_FOUND', message: DOCUMENT_NOT_FOUND });
  return document;
}

/**
 * Approve or reject (with a reason). A decision can be changed later, e.g. a
 * rejection overturned; the audit log keeps every decision and the one before it.
 */
export async function decideDocument(
  actor: Actor,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  now = new Date(),
) {
  return actor.db.transaction(async (tx) => {
    const document = await requireDocument(tx, actor.tenantId, id);
    const values = {
      status: decision.status,
      reason: decision.status === 'rejected' ? decision.reason : null,
      reviewerId: actor.user.id,
      decidedAt: now,
    };
    await tx
      .insert(documentReviews)
      .values({
        tenantId: actor.tenantId,
        documentKind: 'installer_document',
        documentId: id,
        ...values,
      })
      .onConflictDoUpdate({
        target: [
          documentReviews.tenantId,
          documentReviews.documentKind,
          documentReviews.documentId,
        ],
        set: values,
      });
    await writeAudit(tx, actor, {
      action: decision.status === 'approved' ? 'approve' : 'reject',
      resource: 'document_review',
      resourceId: id,
      details: {
        kind: 'installer_document',
        name: document.name,
        installerId: document.installerId,
        from: document.previous,
        to: decision.status,
        ...(decision.status === 'rejected' ? { reason: decision.reason } : {}),
      },
    });
    return { id, status: decision.status, decidedAt: now.toISOString() };
  });
}
