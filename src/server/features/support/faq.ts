import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, gt, ilike, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_FAQS,
  type FaqListInput,
  type MoveFaqInput,
  type UpdateFaqInput,
  type CreateFaqInput,
} from '@/shared/support/faq';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db } from '@/server/db/client';
import { supportFaqSeeds, supportFaqs } from '@/server/db/schema/index';
import { containsPattern } from '@/server/lib/escape-like';
import type { Actor } from '@/server/trpc/actor';

export const FAQ_NOT_FOUND = 'This FAQ entry no longer exists.';

/**
 * Writes the default FAQ for a tenant the first time anyone opens it. The
 * marker row and the entries go in one transaction; a second server racing
 * here waits on the marker's primary key and then does nothing.
 */
export async function ensureDefaultFaqs(db: Db, tenantId: string) {
  const [seeded] = await db
    .select({ tenantId: supportFaqSeeds.tenantId })
    .from(supportFaqSeeds)
    .where(eq(supportFaqSeeds.tenantId, tenantId));
  if (seeded) return;
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(supportFaqSeeds)
      .values({ tenantId })
      .onConflictDoNothing()
      .returning({ tenantId: supportFaqSeeds.tenantId });
    if (claimed.length === 0) return;
    await tx
      .insert(supportFaqs)
      .values(DEFAULT_FAQS.map((faq, index) => ({ ...faq, tenantId, position: index + 1 })));
  });
}

export type FaqEntry = {
  id: string;
  category: string;
  question: string;
  answer: string;
  updatedAt: string;
};

/**
 * The FAQ grouped by category: groups in the order of their first entry,
 * entries by position. A search matches the question or the answer, any case.
 */
export async function listFaqs(actor: Actor, input: z.output<typeof FaqListInput>) {
  await ensureDefaultFaqs(actor.db, actor.tenantId);
  const pattern = containsPattern(input.search);
  const rows = await actor.db
    .select({
      id: supportFaqs.id,
      category: supportFaqs.category,
      question: supportFaqs.question,
      answer: supportFaqs.answer,
      updatedAt: supportFaqs.updatedAt,
    })
    .from(supportFaqs)
    .where(
      and(
        eq(supportFaqs.tenantId, actor.tenantId),
        input.search === ''
          ? undefined
          : or(ilike(supportFaqs.question, pattern), ilike(supportFaqs.answer, pattern)),
      ),
    )
    .orderBy(asc(supportFaqs.position), asc(supportFaqs.createdAt));
  const groups = new Map<string, FaqEntry[]>();
  for (const row of rows) {
    const entries = groups.get(row.category) ?? [];
    entries.push({ ...row, updatedAt: row.updatedAt.toISOString() });
    groups.set(row.category, entries);
  }
  return {
    groups: [...groups].map(([category, entries]) => ({ category, entries })),
    total: rows.length,
  };
}

/** Categories in use, for the form's suggestions. */
export async function listFaqCategories(actor: Actor) {
  await ensureDefaultFaqs(actor.db, actor.tenantId);
  const rows = await actor.db
    .select({ category: supportFaqs.category, first: sql<number>`min(${supportFaqs.position})` })
    .from(supportFaqs)
    .where(eq(supportFaqs.tenantId, actor.tenantId))
    .groupBy(supportFaqs.category)
    .orderBy(sql`min(${supportFaqs.position})`);
  return rows.map((r) => r.category);
}

/** A new entry goes last in its category (which is appended when new). */
export async function createFaq(actor: Actor, input: z.output<typeof CreateFaqInput>) {
  await ensureDefaultFaqs(actor.db, actor.tenantId);
  return actor.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${supportFaqs.position}), 0)::int` })
      .from(supportFaqs)
      .where(
        and(eq(supportFaqs.tenantId, actor.tenantId), eq(supportFaqs.category, input.category)),
      );
    const [overall] = await tx
      .select({ position: sql<number>`coalesce(max(${supportFaqs.position}), 0)::int` })
      .from(supportFaqs)
      .where(eq(supportFaqs.tenantId, actor.tenantId));
    // Within an existing category: right after its last entry (later entries move down one).
    const categoryLast = last?.position ?? 0;
    let position = (overall?.position ?? 0) + 1;
    if (categoryLast > 0) {
      position = categoryLast + 1;
      await tx
        .update(supportFaqs)
        .set({ position: sql`${supportFaqs.position} + 1` })
        .where(
          and(
            eq(supportFaqs.tenantId, actor.tenantId),
            sql`${supportFaqs.position} >= ${position}`,
          ),
        );
    }
    const [row] = await tx
      .insert(supportFaqs)
      .values({
        ...input,
        tenantId: actor.tenantId,
        position,
        createdBy: actor.user.id,
        updatedBy: actor.user.id,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'support_faq',
      resourceId: row!.id,
      details: { category: input.category, question: input.question },
    });
    return { id: row!.id };
  });
}

export async function updateFaq(actor: Actor, input: z.output<typeof UpdateFaqInput>) {
  const { id, ...fields } = input;
  return actor.db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(supportFaqs)
      .where(and(eq(supportFaqs.tenantId, actor.tenantId), eq(supportFaqs.id, id)))
      .for('update');
    if (!previous) throw new TRPCError({ code: 'NOT_FOUND', message: FAQ_NOT_FOUND });
    await tx
      .update(supportFaqs)
      .set({ ...fields, updatedBy: actor.user.id, updatedAt: new Date() })
      .where(eq(supportFaqs.id, id));
    const changed = Object.fromEntries(
      (['category', 'question', 'answer'] as const)
        .filter((key) => previous[key] !== fields[key])
        .map((key) => [key, { from: previous[key], to: fields[key] }]),
    );
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'support_faq',
      resourceId: id,
      details: { question: fields.question, changed },
    });
    return { id };
  });
}

export async function deleteFaq(actor: Actor, id: string) {
  return actor.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(supportFaqs)
      .where(and(eq(supportFaqs.tenantId, actor.tenantId), eq(supportFaqs.id, id)))
      .returning();
    if (!removed) throw new TRPCError({ code: 'NOT_FOUND', message: FAQ_NOT_FOUND });
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'support_faq',
      resourceId: id,
      details: { category: removed.category, question: removed.question, answer: removed.answer },
    });
    return { id };
  });
}

/**
 * Swaps an entry with its neighbour in the same category; at the top (or
 * bottom) already, nothing changes and nothing is audited.
 */
export async function moveFaq(actor: Actor, input: z.output<typeof MoveFaqInput>) {
  return actor.db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(supportFaqs)
      .where(and(eq(supportFaqs.tenantId, actor.tenantId), eq(supportFaqs.id, input.id)))
      .for('update');
    if (!entry) throw new TRPCError({ code: 'NOT_FOUND', message: FAQ_NOT_FOUND });
    const isUp = input.direction === 'up';
    const [neighbour] = await tx
      .select()
      .from(supportFaqs)
      .where(
        and(
          eq(supportFaqs.tenantId, actor.tenantId),
          eq(supportFaqs.category, entry.category),
          isUp
            ? lt(supportFaqs.position, entry.position)
            : gt(supportFaqs.position, entry.position),
        ),
      )
      .orderBy(isUp ? desc(supportFaqs.position) : asc(supportFaqs.position))
      .limit(1)
      .for('update');
    if (!neighbour) return { id: entry.id, moved: false };
    await tx
      .update(supportFaqs)
      .set({ position: neighbour.position })
      .where(eq(supportFaqs.id, entry.id));
    await tx
      .update(supportFaqs)
      .set({ position: entry.position })
      .where(eq(supportFaqs.id, neighbour.id));
    await writeAudit(tx, actor, {
      action: 'reorder',
      resource: 'support_faq',
      resourceId: entry.id,
      details: { question: entry.question, direction: input.direction, swappedWith: neighbour.id },
    });
    return { id: entry.id, moved: true };
  });
}
