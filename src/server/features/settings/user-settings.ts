import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  accountPreferencesSchema,
  profileSettingsSchema,
  widgetVisibilitySchema,
} from '@/shared/user-settings';
import { notificationChannelsSchema } from '@/shared/notifications';
import { writeAudit } from '@/server/audit/write-audit';
import type { RecordedActor } from '@/server/trpc/actor';
import type { Db, Tx } from '@/server/db/client';
import { userSettings } from '@/server/db/schema/index';

const PARTS = {
  profile: profileSettingsSchema,
  preferences: accountPreferencesSchema,
  widgets: widgetVisibilitySchema,
  notificationChannels: notificationChannelsSchema,
} as const;
export type UserSettingsPart = keyof typeof PARTS;
export type UserSettingsValue<P extends UserSettingsPart> = z.output<(typeof PARTS)[P]>;

const defaults = <P extends UserSettingsPart>(part: P) =>
  PARTS[part].parse(
    part === 'widgets' || part === 'notificationChannels' ? undefined : {},
  ) as UserSettingsValue<P>;

/** One part of a user's settings; defaults fill whatever is missing or no longer valid. */
export async function getUserSettings<P extends UserSettingsPart>(
  db: Db | Tx,
  userId: string,
  part: P,
): Promise<UserSettingsValue<P>> {
  const [row] = await db
    .select({ value: userSettings[part] })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  const parsed = row ? PARTS[part].safeParse(row.value) : null;
  return parsed?.success ? (parsed.data as UserSettingsValue<P>) : defaults(part);
}

/** Replaces one part of the acting user's settings (validated with the shared schema) and audits it. */
export async function saveUserSettings<P extends UserSettingsPart>(
  db: Db,
  actor: RecordedActor & { user: NonNullable<RecordedActor['user']> },
  part: P,
  input: unknown,
): Promise<UserSettingsValue<P>> {
  const value = PARTS[part].parse(input) as UserSettingsValue<P>;
  await db.transaction(async (tx) => {
    await tx
      .insert(userSettings)
      .values({ userId: actor.user.id, tenantId: actor.tenantId, [part]: value })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { [part]: value, updatedAt: new Date() },
      });
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'user_settings',
      resourceId: actor.user.id,
      details: { part, value },
    });
  });
  return value;
}
