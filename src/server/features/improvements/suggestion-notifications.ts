import { and, eq, inArray } from 'drizzle-orm';
import { SUGGESTION_STATUS_LABELS, type SuggestionStatus } from '@/shared/improvements/catalogue';
import type { Tx } from '@/server/db/client';
import { improvementSuggestionVotes, outboxEmails, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { PlatformServices } from '@/server/platform/services';
import { notify, wantsFeatureEmailCopy } from '../notifications/notify';

/** Tells the voters (and the submitter) of a suggestion that its status changed, except the actor. */
export async function notifyStatusChange(
  tx: Tx,
  actor: Actor,
  services: Pick<PlatformServices, 'portalUrl'>,
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
  await emailCopies(tx, actor, notified, { title, message, actionUrl }, services.portalUrl);
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
  portalUrl: string,
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
  const link = `${portalUrl}${note.actionUrl}`;
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
