import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  ASSISTANT_HISTORY_LIMIT,
  type AssistantAnswer,
  type ConversationMessage,
} from '@/shared/assistant/contract';
import { writeAudit } from '@/server/audit/write-audit';
import { assistantMessages } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

const owner = (actor: Actor) =>
  and(eq(assistantMessages.tenantId, actor.tenantId), eq(assistantMessages.userId, actor.user.id));

/** The user's conversation, oldest first. */
export async function loadConversation(actor: Actor): Promise<ConversationMessage[]> {
  const rows = await actor.db
    .select()
    .from(assistantMessages)
    .where(owner(actor))
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.author));
  return rows.map((r) => ({
    id: r.id,
    author: r.author,
    text: r.text,
    answer: r.answer ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Stores a question and its answer, drops what is past the cap, and records it in the audit log. */
export async function saveExchange(
  actor: Actor,
  question: string,
  answer: AssistantAnswer,
  now: Date,
): Promise<void> {
  await actor.db.transaction(async (tx) => {
    await tx.insert(assistantMessages).values([
      {
        tenantId: actor.tenantId,
        userId: actor.user.id,
        author: 'user',
        text: question,
        createdAt: now,
      },
      {
        tenantId: actor.tenantId,
        userId: actor.user.id,
        author: 'assistant',
        text: answer.text,
        answer,
        // A millisecond later, so the reply always sorts after its question.
        createdAt: new Date(now.getTime() + 1),
      },
    ]);
    const old = await tx
      .select({ id: assistantMessages.id })
      .from(assistantMessages)
      .where(owner(actor))
      .orderBy(desc(assistantMessages.createdAt))
      .offset(ASSISTANT_HISTORY_LIMIT);
    if (old.length > 0) {
      await tx.delete(assistantMessages).where(
        and(
          owner(actor),
          inArray(
            assistantMessages.id,
            old.map((r) => r.id),
          ),
        ),
      );
    }
    await writeAudit(tx, actor, {
      action: 'ask',
      resource: 'assistant',
      details: { intent: answer.intent, question: question.slice(0, 200) },
    });
  });
}

export async function clearConversation(actor: Actor): Promise<{ cleared: number }> {
  return actor.db.transaction(async (tx) => {
    const removed = await tx
      .delete(assistantMessages)
      .where(owner(actor))
      .returning({ id: assistantMessages.id });
    await writeAudit(tx, actor, {
      action: 'clear',
      resource: 'assistant',
      details: { messages: removed.length },
    });
    return { cleared: removed.length };
  });
}
