import { TRPCError } from '@trpc/server';
import { and, eq, isNull } from 'drizzle-orm';
import { endOfLondonDay } from '@/shared/defects/due-dates';
import {
  CreateApiKeyInput,
  DEFAULT_API_KEY_RATE,
  type CreateApiKeyInput as CreateApiKeyFields,
} from '@/shared/api-keys/schema';
import type { Permission } from '@/shared/permissions';
import { writeAudit } from '@/server/audit/write-audit';
import { apiKeys } from '@/server/db/schema/index';
import { listRolePermissions } from '@/server/features/permissions/service';
import type { Actor } from '@/server/trpc/actor';
import { newApiKeySecret } from './secret';

export const API_KEY_NOT_FOUND = 'API key not found';

export const scopeNotHeldMessage = (permission: string) =>
  `You cannot give a key the scope ${permission}: your role does not have it.`;

/**
 * The creator may grant only what their role holds now; a key creating keys (through the
 * public API) only what it holds itself too. Else BAD_REQUEST naming the first such scope.
 */
async function requireGrantable(actor: Actor, scopes: readonly Permission[]) {
  const held = new Set(await listRolePermissions(actor.db, actor.tenantId, actor.user.role));
  const keyScopes = actor.apiKey ? new Set<string>(actor.apiKey.scopes) : null;
  const beyond = scopes.find((s) => !held.has(s) || (keyScopes && !keyScopes.has(s)));
  if (beyond) throw new TRPCError({ code: 'BAD_REQUEST', message: scopeNotHeldMessage(beyond) });
}

/**
 * Creates a key that acts for the actor (issue 33 point 3). The secret is in this reply only;
 * the database keeps its SHA-256 (secret.ts). The input is parsed here too, so every caller
 * (tRPC, /api/v1) gets the same rules and defaults.
 */
export async function createApiKey(actor: Actor, input: CreateApiKeyFields, now = new Date()) {
  const parsed = CreateApiKeyInput.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid input';
    throw new TRPCError({ code: 'BAD_REQUEST', message, cause: parsed.error });
  }
  const fields = parsed.data;
  await requireGrantable(actor, fields.scopes);
  const { prefix, secret, secretHash } = newApiKeySecret();
  const expiresAt = fields.expiresAt ? endOfLondonDay(fields.expiresAt) : null;
  const rateLimitPerMinute = fields.rateLimitPerMinute ?? DEFAULT_API_KEY_RATE;
  return actor.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        tenantId: actor.tenantId,
        name: fields.name,
        prefix,
        secretHash,
        scopes: fields.scopes,
        rateLimitPerMinute,
        expiresAt,
        createdBy: actor.user.id,
        createdAt: now,
      })
      .returning({ id: apiKeys.id });
    // Never the secret nor its hash: the prefix is enough to tell keys apart.
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'api_key',
      resourceId: created!.id,
      details: { name: fields.name, prefix, scopes: fields.scopes, rateLimitPerMinute, expiresAt },
    });
    return {
      id: created!.id,
      name: fields.name,
      prefix,
      secret,
      scopes: fields.scopes,
      expiresAt,
    };
  });
}

/**
 * Revokes a key of the actor's tenant: every server refuses it from the next request (the key
 * is read from the database on each one). Revoking a revoked key changes nothing.
 */
export async function revokeApiKey(actor: Actor, id: string): Promise<void> {
  await actor.db.transaction(async (tx) => {
    const [key] = await tx
      .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.tenantId, actor.tenantId), eq(apiKeys.id, id)))
      .for('update');
    if (!key) throw new TRPCError({ code: 'NOT_FOUND', message: API_KEY_NOT_FOUND });
    if (key.revokedAt) return;
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date(), revokedBy: actor.user.id })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ name: apiKeys.name, prefix: apiKeys.prefix });
    await writeAudit(tx, actor, {
      action: 'revoke',
      resource: 'api_key',
      resourceId: id,
      details: { name: revoked!.name, prefix: revoked!.prefix },
    });
  });
}
