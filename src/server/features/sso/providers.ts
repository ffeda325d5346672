import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ssoCallbackUrl,
  type CreateSsoProviderInput,
  type SsoProviderFields,
  type UpdateSsoProviderInput,
} from '@/shared/sso/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import { accounts, ssoProviders } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { discoverIssuer } from './discovery';
import { claimDomains } from './domains';
import { parseOidcConfig, toOidcConfig } from './oidc-config';

export const PROVIDER_NOT_FOUND = 'Single sign-on provider not found';

type Fields = z.output<typeof SsoProviderFields>;

const notFound = (): never => {
  throw new TRPCError({ code: 'NOT_FOUND', message: PROVIDER_NOT_FOUND });
};

/** Every save checks the issuer again, so the stored endpoints are its current ones. */
async function discoverOrRefuse(issuer: string) {
  const found = await discoverIssuer(issuer);
  if (!found.ok) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `The identity provider could not be used: ${found.message}`,
    });
  }
  return found.config;
}

/** What the audit log keeps of a save: never the secret, only whether it changed. */
const auditDetails = (fields: Fields, secretChanged: boolean) => ({
  name: fields.name,
  issuer: fields.issuer,
  clientId: fields.clientId,
  domains: fields.domains,
  defaultRole: fields.defaultRole,
  requireSso: fields.requireSso,
  secretChanged,
});

/** The tenant's providers, oldest first; the client secret is never part of the answer. */
export async function listProviders(actor: Actor, baseUrl: string) {
  const rows = await actor.db
    .select()
    .from(ssoProviders)
    .where(eq(ssoProviders.tenantId, actor.tenantId))
    .orderBy(asc(ssoProviders.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    clientId: parseOidcConfig(row.oidcConfig)?.clientId ?? '',
    domains: row.domain.split(','),
    defaultRole: row.defaultRole,
    requireSso: row.requireSso,
    callbackUrl: ssoCallbackUrl(baseUrl, row.providerId),
    createdAt: row.createdAt,
  }));
}

export async function createProvider(actor: Actor, input: z.output<typeof CreateSsoProviderInput>) {
  const discovered = await discoverOrRefuse(input.issuer);
  const id = randomUUID();
  const { providerId } = input;
  const [used] = await actor.db
    .select({ id: ssoProviders.id })
    .from(ssoProviders)
    .where(eq(ssoProviders.providerId, providerId));
  if (used) throw new TRPCError({ code: 'CONFLICT', message: 'Reload the page and try again' });
  await actor.db.transaction(async (tx) => {
    await tx.insert(ssoProviders).values({
      id,
      tenantId: actor.tenantId,
      providerId,
      name: input.name,
      issuer: input.issuer,
      domain: input.domains.join(','),
      oidcConfig: toOidcConfig(input, discovered, input.clientSecret),
      userId: actor.user.id,
      defaultRole: input.defaultRole,
      requireSso: input.requireSso,
    });
    await claimDomains(tx, { id, tenantId: actor.tenantId }, input.domains);
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'sso_provider',
      resourceId: id,
      details: auditDetails(input, true),
    });
  });
  return { id };
}

export async function updateProvider(actor: Actor, input: z.output<typeof UpdateSsoProviderInput>) {
  const { id, ...fields } = input;
  const discovered = await discoverOrRefuse(fields.issuer);
  await actor.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(ssoProviders)
      .where(and(eq(ssoProviders.tenantId, actor.tenantId), eq(ssoProviders.id, id)))
      .for('update');
    if (!before) notFound();
    // An empty secret keeps the saved one: the form never receives it to send back.
    const secret = fields.clientSecret || parseOidcConfig(before!.oidcConfig)?.clientSecret || '';
    await tx
      .update(ssoProviders)
      .set({
        name: fields.name,
        issuer: fields.issuer,
        domain: fields.domains.join(','),
        oidcConfig: toOidcConfig(fields, discovered, secret),
        defaultRole: fields.defaultRole,
        requireSso: fields.requireSso,
        updatedAt: new Date(),
      })
      .where(eq(ssoProviders.id, id));
    await claimDomains(tx, { id, tenantId: actor.tenantId }, fields.domains);
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'sso_provider',
      resourceId: id,
      details: auditDetails(fields, fields.clientSecret !== ''),
    });
  });
  return { id };
}

/** Removes the provider, its domains and the sign-in links of its users (they keep their accounts). */
export async function deleteProvider(actor: Actor, id: string) {
  await actor.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(ssoProviders)
      .where(and(eq(ssoProviders.tenantId, actor.tenantId), eq(ssoProviders.id, id)))
      .returning({ providerId: ssoProviders.providerId, name: ssoProviders.name });
    if (!deleted) notFound();
    await tx.delete(accounts).where(eq(accounts.providerId, deleted!.providerId));
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'sso_provider',
      resourceId: id,
      details: { name: deleted!.name },
    });
  });
  return { id };
}
