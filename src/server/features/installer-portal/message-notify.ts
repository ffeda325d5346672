import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { outboxEmails, portalMessages, users } from '@/server/db/schema/index';
import type { PlatformServices } from '@/server/platform/services';
import type { Actor } from '@/server/trpc/actor';
import { notify, wantsFeatureEmailCopy } from '../notifications/notify';
import type { ThreadScope } from './message-threads';
import { portalRecipientsOf, sendNotice } from './portal-notices';

type NewMessage = { id: string; threadKey: string; title: string; body: string };

/**
 * Staff to tell of an installer's message: those who wrote in the thread (reply or note), or,
 * when nobody has yet, the tenant's active coordinators (they run the remediation loop).
 */
async function staffToTell(tx: Tx, scope: ThreadScope, threadKey: string) {
  const active = and(eq(users.tenantId, scope.tenantId), eq(users.isActive, true));
  const took = await tx
    .selectDistinct({ id: users.id, email: users.email })
    .from(portalMessages)
    .innerJoin(users, eq(users.id, portalMessages.authorId))
    .where(
      and(
        active,
        eq(portalMessages.tenantId, scope.tenantId),
        eq(portalMessages.installerId, scope.installerId),
        eq(portalMessages.threadKey, threadKey),
        eq(portalMessages.authorSide, 'staff'),
        isNotNull(portalMessages.authorId),
      ),
    );
  if (took.length) return took;
  return tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(active, inArray(users.role, ['COORDINATOR'])));
}

const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 297)}…` : text);

/**
 * Tells the other side of a new message. Installer users: a 'message' notice each (portal and
 * e-mail, not mutable). Staff: the bell through notify() (their own channel choice), and an
 * e-mail copy while they keep the default. Returns outbox ids to deliver after commit.
 */
export async function tellOtherSide(
  tx: Tx,
  actor: Actor,
  scope: ThreadScope,
  message: NewMessage,
  services: Pick<PlatformServices, 'portalUrl'>,
): Promise<string[]> {
  const ids: string[] = [];
  if (scope.side === 'staff') {
    for (const person of await portalRecipientsOf(tx, scope.tenantId, scope.installerId)) {
      const id = await sendNotice(
        tx,
        person,
        {
          tenantId: scope.tenantId,
          installerId: scope.installerId,
          kind: 'message',
          subjectKey: message.threadKey,
          occurrence: message.id,
          title: `New message from ${actor.user.name}: ${message.title}`,
          body: `${actor.user.name} wrote:\n\n${excerpt(message.body)}`,
        },
        services.portalUrl,
      );
      if (id) ids.push(id);
    }
    return ids;
  }
  const link = `/installers/${scope.installerId}?tab=messages&thread=${encodeURIComponent(message.threadKey)}`;
  const title = `Portal message from ${actor.user.name}`;
  const text = `${message.title}: ${excerpt(message.body)}`;
  for (const person of await staffToTell(tx, scope, message.threadKey)) {
    await notify(tx, {
      tenantId: scope.tenantId,
      userId: person.id,
      event: 'installer_message',
      type: 'info',
      title,
      message: text,
      actionUrl: link,
    });
    if (!(await wantsFeatureEmailCopy(tx, person.id, 'installer_message'))) continue;
    const [mail] = await tx
      .insert(outboxEmails)
      .values({
        tenantId: scope.tenantId,
        to: [person.email],
        subject: title,
        body: `${text}\n\nReply in InspectHub: ${services.portalUrl}${link}`,
        status: 'queued',
        createdBy: actor.user.id,
      })
      .returning({ id: outboxEmails.id });
    ids.push(mail!.id);
  }
  return ids;
}
