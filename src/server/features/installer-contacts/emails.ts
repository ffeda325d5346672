import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { fillTemplate } from '@/shared/installers/contact-rules';
import type { EmailDraftInput } from '@/shared/installers/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { outboxEmails, users } from '@/server/db/schema/index';
import { deliverOutboxEmail } from '@/server/mail/outbox';
import type { Actor } from '@/server/trpc/actor';
import type { PlatformServices } from '@/server/platform/services';
import { requireValidRecipients, tidyRecipients } from './email-recipients';
import { assertMaySend } from './send-rate-limit';
import {
  notFound,
  recordActivity,
  requireInstaller,
  touchLastContact,
  userNameSql,
} from './installer-access';
import { loadTemplateValues } from './template-values';
import { requireTemplate } from './templates';

export const DRAFT_NOT_FOUND = 'E-mail draft not found.';
type EmailFields = z.output<typeof EmailDraftInput>;
type OutboxRow = typeof outboxEmails.$inferSelect;

function statusLabel(status: OutboxRow['status'], hasMailer: boolean): string {
  if (status !== 'queued') return { draft: 'Draft', sent: 'Sent', failed: 'Failed' }[status];
  return hasMailer ? 'Queued' : 'Queued (no mail server configured)';
}

/** The installer's e-mails, newest first: everything sent or queued, plus the caller's own drafts. */
export async function listEmails(
  actor: Actor,
  installerId: string,
  services: Pick<PlatformServices, 'mailer'>,
) {
  await requireInstaller(actor.db, actor.tenantId, installerId);
  const rows = await actor.db
    .select({ email: outboxEmails, createdByName: userNameSql })
    .from(outboxEmails)
    .leftJoin(users, eq(users.id, outboxEmails.createdBy))
    .where(
      and(
        eq(outboxEmails.tenantId, actor.tenantId),
        eq(outboxEmails.installerId, installerId),
        or(ne(outboxEmails.status, 'draft'), eq(outboxEmails.createdBy, actor.user.id)),
      ),
    )
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id));
  return rows.map(({ email, createdByName }) => ({
    ...email,
    createdByName,
    statusLabel: statusLabel(email.status, services.mailer !== null),
    sentAt: email.sentAt?.toISOString() ?? null,
    createdAt: email.createdAt.toISOString(),
    updatedAt: email.updatedAt.toISOString(),
  }));
}

/** Checks what the e-mail refers to, so a draft never points at another tenant's rows. */
async function checkReferences(tx: Tx, actor: Actor, input: EmailFields) {
  if (input.templateId) await requireTemplate(tx, actor.tenantId, input.templateId);
  return input.installerId ? requireInstaller(tx, actor.tenantId, input.installerId) : null;
}

/** Inserts the row, or rewrites the caller's own draft `id`, with the given status. */
async function writeEmail(
  tx: Tx,
  actor: Actor,
  values: Omit<typeof outboxEmails.$inferInsert, 'tenantId' | 'createdBy'>,
  draftId: string | undefined,
) {
  if (!draftId) {
    const [row] = await tx
      .insert(outboxEmails)
      .values({ ...values, tenantId: actor.tenantId, createdBy: actor.user.id })
      .returning();
    return row!;
  }
  const [row] = await tx
    .update(outboxEmails)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(outboxEmails.id, draftId),
        eq(outboxEmails.tenantId, actor.tenantId),
        eq(outboxEmails.createdBy, actor.user.id),
        eq(outboxEmails.status, 'draft'),
      ),
    )
    .returning();
  return row ?? notFound(DRAFT_NOT_FOUND);
}

const contentOf = (input: EmailFields) => ({
  installerId: input.installerId ?? null,
  subject: input.subject,
  body: input.body,
  templateId: input.templateId ?? null,
  priority: input.priority,
});

/** Drafts keep whatever was typed (tidied): addresses are checked when the e-mail is sent. */
export async function saveDraft(actor: Actor, input: EmailFields) {
  return actor.db.transaction(async (tx) => {
    await checkReferences(tx, actor, input);
    const row = await writeEmail(
      tx,
      actor,
      { ...contentOf(input), ...tidyRecipients(input), status: 'draft' },
      input.id,
    );
    await writeAudit(tx, actor, {
      action: input.id ? 'update' : 'create',
      resource: 'installer_email_draft',
      resourceId: row.id,
      details: { installerId: row.installerId, subject: row.subject },
    });
    return { id: row.id };
  });
}

/**
 * Queues the e-mail (the outbox is the only way out) and, with a mail server
 * configured, delivers it straight away. Any {{variable}} left in the text is
 * filled from the installer's data so nobody receives a raw placeholder.
 */
export async function sendEmail(
  actor: Actor,
  input: EmailFields,
  services: Pick<PlatformServices, 'mailer' | 'portalUrl'>,
) {
  const recipients = requireValidRecipients(input);
  const { portalUrl, mailer } = services;
  const id = await actor.db.transaction(async (tx) => {
    await assertMaySend(
      tx,
      actor,
      recipients.to.length + recipients.cc.length + recipients.bcc.length,
    );
    const installer = await checkReferences(tx, actor, input);
    const values = installer
      ? await loadTemplateValues(tx, installer, { name: actor.user.name, portalUrl })
      : {};
    const row = await writeEmail(
      tx,
      actor,
      {
        ...contentOf(input),
        ...recipients,
        subject: fillTemplate(input.subject, values),
        body: fillTemplate(input.body, values),
        status: 'queued',
        // The list orders by this: a draft written last week and sent now is news now.
        createdAt: new Date(),
      },
      input.id,
    );
    if (installer) {
      await touchLastContact(tx, actor.tenantId, installer.id, row.createdAt);
      await recordActivity(tx, actor, installer.id, {
        type: 'email',
        title: `E-mail: ${row.subject}`,
        description: `To: ${row.to.join(', ')}`,
      });
    }
    await writeAudit(tx, actor, {
      action: 'send',
      resource: 'installer_email',
      resourceId: row.id,
      details: { installerId: row.installerId, subject: row.subject, to: row.to },
    });
    return row.id;
  });
  return { id, status: await deliverOutboxEmail(actor.db, mailer, id) };
}
