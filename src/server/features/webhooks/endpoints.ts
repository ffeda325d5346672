import { TRPCError } from '@trpc/server';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UpdateWebhookEndpointInput, WebhookEndpointFields } from '@/shared/webhooks/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { newSigningSecret, secretHint } from './secret';
import { endpointUrlProblem } from './url-policy';

export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';

function requireUsableUrl(url: string) {
  const problem = endpointUrlProblem(url);
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
}

const notFound = (): never => {
  throw new TRPCError({ code: 'NOT_FOUND', message: ENDPOINT_NOT_FOUND });
};

/** The tenant's endpoints, newest first, each with its last delivery's outcome; never secrets. */
export async function listEndpoints(actor: Actor) {
  const last = actor.db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      statusCode: webhookDeliveries.lastStatusCode,
      error: webhookDeliveries.lastError,
      at: sql<Date | null>`coalesce(${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt})`.as(
        'last_at',
      ),
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.tenantId, actor.tenantId))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt))
    .as('last');
  const rows = await actor.db
    .select({
      endpoint: webhookEndpoints,
      lastEndpointId: last.endpointId,
      lastStatus: last.status,
      lastStatusCode: last.statusCode,
      lastError: last.error,
      lastAt: last.at,
    })
    .from(webhookEndpoints)
    .leftJoin(last, eq(last.endpointId, webhookEndpoints.id))
    .where(eq(webhookEndpoints.tenantId, actor.tenantId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(({ endpoint, ...lastDelivery }) => ({
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    secretHint: secretHint(endpoint.secret),
    createdAt: endpoint.createdAt,
    lastDelivery: lastDelivery.lastEndpointId
      ? {
          status: lastDelivery.lastStatus!,
          statusCode: lastDelivery.lastStatusCode,
          error: lastDelivery.lastError,
          at: lastDelivery.lastAt,
        }
      : null,
  }));
}

/** Creates an endpoint; its signing secret is in this reply only (shown once). */
export async function createEndpoint(actor: Actor, input: z.output<typeof WebhookEndpointFields>) {
  requireUsableUrl(input.url);
  const secret = newSigningSecret();
  return actor.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ tenantId: actor.tenantId, ...input, secret, createdBy: actor.user.id })
      .returning({ id: webhookEndpoints.id });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'webhook_endpoint',
      resourceId: created!.id,
      details: { url: input.url, events: input.events, enabled: input.enabled },
    });
    return { id: created!.id, secret };
  });
}

export async function updateEndpoint(
  actor: Actor,
  input: z.output<typeof UpdateWebhookEndpointInput>,
) {
  requireUsableUrl(input.url);
  const { id, ...fields } = input;
  await actor.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.tenantId, actor.tenantId), eq(webhookEndpoints.id, id)))
      .for('update');
    if (!before) notFound();
    // Switching on again starts a fresh failing streak; the auto-disable reason goes.
    const reenabled = fields.enabled && !before!.enabled;
    await tx
      .update(webhookEndpoints)
      .set({
        ...fields,
        updatedAt: new Date(),
        ...(reenabled ? { failingSince: null, disabledReason: null } : {}),
      })
      .where(eq(webhookEndpoints.id, id));
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'webhook_endpoint',
      resourceId: id,
      details: {
        url: fields.url,
        events: fields.events,
        enabled: fields.enabled,
        ...(before!.url !== fields.url ? { previousUrl: before!.url } : {}),
      },
    });
  });
  return { id };
}

/** A new secret at once: the old one stops signing now (the receiver must be updated). */
export async function rotateSecret(actor: Actor, id: string) {
  const secret = newSigningSecret();
  return actor.db.transaction(async (tx) => {
    const [rotated] = await tx
      .update(webhookEndpoints)
      .set({ secret, updatedAt: new Date() })
      .where(and(eq(webhookEndpoints.tenantId, actor.tenantId), eq(webhookEndpoints.id, id)))
      .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
    if (!rotated) notFound();
    await writeAudit(tx, actor, {
      action: 'rotate_secret',
      resource: 'webhook_endpoint',
      resourceId: id,
      details: { url: rotated!.url },
    });
    return { id, secret };
  });
}

/** Deletes the endpoint with its deliveries and their log. */
export async function deleteEndpoint(actor: Actor, id: string) {
  await actor.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.tenantId, actor.tenantId), eq(webhookEndpoints.id, id)))
      .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
    if (!deleted) notFound();
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'webhook_endpoint',
      resourceId: id,
      details: { url: deleted!.url },
    });
  });
  return { id };
}
