import { and, eq, inArray } from 'drizzle-orm';
import { assertMaySend } from './send-rate-limit';
import type { z } from 'zod';
import { fillTemplate } from '@/shared/installers/contact-rules';
import type { BulkEmailInput } from '@/shared/installers/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import { installerActivities, installers, outboxEmails } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { PlatformServices } from '@/server/platform/services';
import { isEmailAddress } from './email-recipients';
import {
  INSTALLER_NOT_FOUND,
  notFound,
  requireInstaller,
  touchLastContact,
} from './installer-access';
import {
  buildTemplateValues,
  deriveOutcome,
  findOpenEscalations,
  loadTemplateValues,
} from './template-values';
import { requireTemplate } from './templates';

/** A template's subject and body with this installer's real values, for the composer. */
export async function fillTemplateFor(
  actor: Actor,
  installerId: string,
  templateId: string,
  services: Pick<PlatformServices, 'portalUrl'>,
) {
  const installer = await requireInstaller(actor.db, actor.tenantId, installerId);
  const template = await requireTemplate(actor.db, actor.tenantId, templateId);
  const values = await loadTemplateValues(actor.db, installer, {
    name: actor.user.name,
    portalUrl: services.portalUrl,
  });
  return {
    subject: fillTemplate(template.subject, values),
    body: fillTemplate(template.body, values),
  };
}

/**
 * One queued e-mail per selected installer, each filled with its own values.
 * Installers without a usable address are skipped and counted; an id the
 * tenant does not have fails the whole send, as a single lookup would.
 * Delivery is left to the outbox worker: hundreds of SMTP round trips do not
 * belong in a request.
 */
export async function sendBulkEmail(
  actor: Actor,
  input: z.output<typeof BulkEmailInput>,
  services: Pick<PlatformServices, 'portalUrl'>,
) {
  const ids = [...new Set(input.installerIds)];
  const { portalUrl } = services;
  return actor.db.transaction(async (tx) => {
    if (input.templateId) await requireTemplate(tx, actor.tenantId, input.templateId);
    const found = await tx
      .select()
      .from(installers)
      .where(and(eq(installers.tenantId, actor.tenantId), inArray(installers.id, ids)));
    if (found.length !== ids.length) notFound(INSTALLER_NOT_FOUND);
    const reachable = found.filter((i) => i.email && isEmailAddress(i.email.trim()));
    await assertMaySend(tx, actor, reachable.length);
    const escalated = await findOpenEscalations(
      tx,
      actor.tenantId,
      reachable.map((i) => i.id),
    );
    const now = new Date();
    const emails = reachable.map((installer) => {
      const values = buildTemplateValues(installer, {
        outcome: deriveOutcome(installer, escalated.has(installer.id)),
        inspectorName: actor.user.name,
        portalUrl,
        now,
      });
      return {
        installerId: installer.id,
        to: [installer.email!.trim().toLowerCase()],
        subject: fillTemplate(input.subject, values),
        body: fillTemplate(input.body, values),
      };
    });
    if (emails.length > 0) {
      const common = { tenantId: actor.tenantId, createdBy: actor.user.id };
      await tx.insert(outboxEmails).values(
        emails.map((e) => ({
          ...e,
          ...common,
          templateId: input.templateId ?? null,
          status: 'queued' as const,
        })),
      );
      await tx.insert(installerActivities).values(
        emails.map((e) => ({
          ...common,
          installerId: e.installerId,
          type: 'email' as const,
          title: `E-mail: ${e.subject}`,
          description: `To: ${e.to[0]} (bulk e-mail)`,
          createdByName: actor.user.name,
        })),
      );
      await touchLastContact(
        tx,
        actor.tenantId,
        emails.map((e) => e.installerId),
        now,
      );
    }
    const result = { queued: reachable.length, skipped: found.length - reachable.length };
    await writeAudit(tx, actor, {
      action: 'send_bulk',
      resource: 'installer_email',
      details: { ...result, installerIds: ids, templateId: input.templateId ?? null },
    });
    return result;
  });
}
