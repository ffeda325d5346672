import { TRPCError } from '@trpc/server';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ACTIVITY_TYPES } from '@/shared/installers/catalogue';
import type { Db, Tx } from '@/server/db/client';
import { installerActivities, installers, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

export const INSTALLER_NOT_FOUND = 'Installer not found.';

export function notFound(message: string): never {
  throw new TRPCError({ code: 'NOT_FOUND', message });
}

/** The tenant's installer, or NOT_FOUND (another tenant's id reads exactly like an unknown one). */
export async function requireInstaller(db: Db | Tx, tenantId: string, installerId: string) {
  const [found] = await db
    .select()
    .from(installers)
    .where(and(eq(installers.tenantId, tenantId), eq(installers.id, installerId)));
  return found ?? notFound(INSTALLER_NOT_FOUND);
}

export type ActivityEntry = {
  type: (typeof ACTIVITY_TYPES)[number];
  title: string;
  description: string | null;
};

export async function recordActivity(
  tx: Db | Tx,
  actor: Actor,
  installerId: string,
  entry: ActivityEntry,
) {
  await tx.insert(installerActivities).values({
    tenantId: actor.tenantId,
    installerId,
    ...entry,
    createdBy: actor.user.id,
    createdByName: actor.user.name,
  });
}

/** Last contact only moves forward: logging an older call must not hide a newer e-mail. */
export async function touchLastContact(
  tx: Db | Tx,
  tenantId: string,
  installerIds: string | string[],
  at: Date,
) {
  const ids = typeof installerIds === 'string' ? [installerIds] : installerIds;
  if (ids.length === 0) return;
  await tx
    .update(installers)
    .set({
      lastContact: sql`greatest(${installers.lastContact}, ${at.toISOString()}::timestamptz)`,
    })
    .where(and(eq(installers.tenantId, tenantId), inArray(installers.id, ids)));
}

/** A user's display name as the session shows it: full name, else the account name, else the e-mail. */
export const userNameSql = sql<string | null>`coalesce(
  nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.name}, ${users.email})`;

/** Shortened text for activity descriptions and the timeline. */
export function excerpt(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
