import { TRPCError } from '@trpc/server';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { fillTemplate } from '@/shared/installers/contact-rules';
import { emailTemplates, installers, outboxEmails } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { PlatformServices } from '@/server/platform/services';
import { loadTemplateValues } from '../installer-contacts/template-values';

/** Midnight on the first of the current month in London, as an instant. */
const monthStartSql = sql`(date_trunc('month', now() at time zone 'Europe/London') at time zone 'Europe/London')`;

/**
 * Usage figures of the Email Templates tab, all measured: templates, active
 * templates, e-mails that left the outbox this month, and the delivery rate
 * (sent / attempted, attempted = sent + failed). Opens are not measured (no
 * tracking pixels), so there is no open rate (docs/admin-settings.md).
 */
export async function getTemplateUsage(actor: Actor) {
  const [templates] = await actor.db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${emailTemplates.isActive})`.mapWith(Number),
    })
    .from(emailTemplates)
    .where(eq(emailTemplates.tenantId, actor.tenantId));
  const [mail] = await actor.db
    .select({
      thisMonth: count(),
      sent: sql<number>`count(*) filter (where ${outboxEmails.status} = 'sent')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outboxEmails.status} = 'failed')`.mapWith(
        Number,
      ),
      queued: sql<number>`count(*) filter (where ${outboxEmails.status} = 'queued')`.mapWith(
        Number,
      ),
    })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.tenantId, actor.tenantId),
        inArray(outboxEmails.status, ['queued', 'sent', 'failed']),
        gte(outboxEmails.createdAt, monthStartSql),
      ),
    );
  const sent = mail?.sent ?? 0;
  const attempted = sent + (mail?.failed ?? 0);
  return {
    totalTemplates: templates?.total ?? 0,
    activeTemplates: templates?.active ?? 0,
    emailsThisMonth: mail?.thisMonth ?? 0,
    sentThisMonth: sent,
    failedThisMonth: mail?.failed ?? 0,
    queuedThisMonth: mail?.queued ?? 0,
    /** Percent, one decimal; null when nothing was attempted yet. */
    deliveryRate: attempted === 0 ? null : Math.round((sent / attempted) * 1000) / 10,
  };
}

/** Installers offered as preview samples (the first is the default). */
export async function listSampleInstallers(actor: Actor) {
  return actor.db
    .select({ id: installers.id, name: installers.name })
    .from(installers)
    .where(eq(installers.tenantId, actor.tenantId))
    .orderBy(asc(installers.name), asc(installers.id))
    .limit(50);
}

/** Subject and body with the variables filled from a real installer (the chosen one, else the first). */
export async function previewTemplate(
  actor: Actor,
  input: { subject: string; body: string; installerId?: string | undefined },
  services: Pick<PlatformServices, 'portalUrl'>,
) {
  const [installer] = await actor.db
    .select()
    .from(installers)
    .where(
      and(
        eq(installers.tenantId, actor.tenantId),
        input.installerId ? eq(installers.id, input.installerId) : undefined,
      ),
    )
    .orderBy(asc(installers.name), asc(installers.id))
    .limit(1);
  if (!installer) {
    throw new TRPCError({
      code: input.installerId ? 'NOT_FOUND' : 'PRECONDITION_FAILED',
      message: input.installerId
        ? 'Installer not found.'
        : 'Add an installer first: the preview fills the variables from a real installer.',
    });
  }
  const values = await loadTemplateValues(actor.db, installer, {
    name: actor.user.name,
    portalUrl: services.portalUrl,
  });
  return {
    installer: { id: installer.id, name: installer.name },
    subject: fillTemplate(input.subject, values),
    body: fillTemplate(input.body, values),
    values,
  };
}
