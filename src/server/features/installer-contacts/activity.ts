import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { formatCallDuration } from '@/shared/installers/contact-rules';
import {
  installerActivities,
  installerCalls,
  installerNotes,
  outboxEmails,
  users,
} from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { callTitle } from './calls';
import { excerpt, requireInstaller, userNameSql } from './installer-access';
import { visibleNotes } from './notes';

const LIMIT = 200;

export async function listActivity(actor: Actor, installerId: string) {
  await requireInstaller(actor.db, actor.tenantId, installerId);
  const rows = await actor.db
    .select()
    .from(installerActivities)
    .where(
      and(
        eq(installerActivities.tenantId, actor.tenantId),
        eq(installerActivities.installerId, installerId),
      ),
    )
    .orderBy(desc(installerActivities.createdAt), desc(installerActivities.id))
    .limit(LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export type TimelineEntry = {
  kind: 'note' | 'call' | 'email';
  id: string;
  title: string;
  detail: string;
  at: string;
  by: string | null;
};

/** Notes the caller may see, calls and e-mails (not drafts), merged newest first. */
export async function listTimeline(actor: Actor, installerId: string): Promise<TimelineEntry[]> {
  await requireInstaller(actor.db, actor.tenantId, installerId);
  const { db, tenantId } = actor;
  const [notes, calls, emails] = await Promise.all([
    db
      .select({ note: installerNotes, by: userNameSql })
      .from(installerNotes)
      .leftJoin(users, eq(users.id, installerNotes.createdBy))
      .where(and(visibleNotes(actor), eq(installerNotes.installerId, installerId)))
      .orderBy(desc(installerNotes.createdAt))
      .limit(LIMIT),
    db
      .select()
      .from(installerCalls)
      .where(
        and(eq(installerCalls.tenantId, tenantId), eq(installerCalls.installerId, installerId)),
      )
      .orderBy(desc(installerCalls.contactDate))
      .limit(LIMIT),
    db
      .select({ email: outboxEmails, by: userNameSql })
      .from(outboxEmails)
      .leftJoin(users, eq(users.id, outboxEmails.createdBy))
      .where(
        and(
          eq(outboxEmails.tenantId, tenantId),
          eq(outboxEmails.installerId, installerId),
          ne(outboxEmails.status, 'draft'),
        ),
      )
      .orderBy(desc(sql`coalesce(${outboxEmails.sentAt}, ${outboxEmails.createdAt})`))
      .limit(LIMIT),
  ]);
  const entries: TimelineEntry[] = [
    ...notes.map(({ note, by }) => ({
      kind: 'note' as const,
      id: note.id,
      title: note.title,
      detail: excerpt(note.content),
      at: note.createdAt.toISOString(),
      by,
    })),
    ...calls.map((call) => ({
      kind: 'call' as const,
      id: call.id,
      title: callTitle(call),
      detail: `${formatCallDuration(call.duration)}, ${call.outcome.replace('_', ' ')}: ${excerpt(call.notes)}`,
      at: call.contactDate.toISOString(),
      by: call.contactedByName,
    })),
    ...emails.map(({ email, by }) => ({
      kind: 'email' as const,
      id: email.id,
      title: email.subject,
      detail: `To: ${email.to.join(', ')} (${email.status})`,
      at: (email.sentAt ?? email.createdAt).toISOString(),
      by,
    })),
  ];
  // ISO strings in UTC sort as time; the id keeps equal times in a stable order.
  entries.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
  return entries.slice(0, LIMIT);
}
