import type { Faker } from '@faker-js/faker';
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  CALL_OUTCOMES,
  CALL_PURPOSES,
  NOTE_PRIORITIES,
  NOTE_TYPES,
} from '@/shared/installers/catalogue';
import { fillTemplate } from '@/shared/installers/contact-rules';
import type { Db } from '@/server/db/client';
import {
  emailTemplates,
  installerActivities,
  installerCalls,
  installerNotes,
  installers,
  outboxEmails,
  users,
} from '@/server/db/schema/index';
import { callTitle } from './calls';
import { excerpt, userNameSql } from './installer-access';
import { CALL_SAMPLES, NOTE_SAMPLES, NOTE_TAGS, toDemoAddress } from './seed-samples';
import { DEFAULT_EMAIL_TEMPLATES } from './template-defaults';
import { buildTemplateValues, deriveOutcome } from './template-values';
import { templateColumns } from './templates';

export type ContactSeedOptions = {
  tenantId: string;
  installerIds: string[];
  userIds: string[];
  now: Date;
  portalUrl?: string;
};

const DAY = 86_400_000;
/**
 * Notes, calls and e-mails (some sent, some queued) for about half the
 * installers, with their activity rows and last contact, plus the default
 * templates. Deterministic for a seeded faker. No audit rows: nobody did this.
 */
export async function seedInstallerContacts(db: Db, faker: Faker, options: ContactSeedOptions) {
  const { tenantId, now } = options;
  const portalUrl = options.portalUrl ?? 'http://localhost:3000';
  const [existing] = await db
    .select({ n: count() })
    .from(emailTemplates)
    .where(eq(emailTemplates.tenantId, tenantId));
  const templates =
    (existing?.n ?? 0) > 0
      ? []
      : await db
          .insert(emailTemplates)
          .values(DEFAULT_EMAIL_TEMPLATES.map((t) => ({ ...templateColumns(t), tenantId })))
          .returning();
  if (options.installerIds.length === 0 || options.userIds.length === 0) return;
  const people = await db
    .select({ id: users.id, name: userNameSql })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, options.userIds)));
  const chosen = await db
    .select()
    .from(installers)
    .where(
      and(
        eq(installers.tenantId, tenantId),
        inArray(
          installers.id,
          faker.helpers.arrayElements(
            options.installerIds,
            Math.ceil(options.installerIds.length / 2),
          ),
        ),
      ),
    );
  const daysAgo = (max: number) =>
    new Date(now.getTime() - faker.number.int({ min: 1, max: max * 24 }) * (DAY / 24));

  for (const installer of chosen) {
    const seed: ContactSeed = {
      db,
      faker,
      base: { tenantId, installerId: installer.id },
      author: () => faker.helpers.arrayElement(people),
      daysAgo,
      activities: [],
    };
    // In this order: the Faker draws, and so the demo data, stay the same from one start to the next.
    await seedNotes(seed);
    let lastContact = await seedCalls(seed, installer.lastContact);
    if (installer.email && templates.length > 0) {
      lastContact = await seedEmails(seed, { ...installer, email: installer.email }, templates, {
        portalUrl,
        lastContact,
      });
    }
    await db.insert(installerActivities).values(seed.activities);
    await db.update(installers).set({ lastContact }).where(eq(installers.id, installer.id));
  }
}

type ContactSeed = {
  db: Db;
  faker: Faker;
  base: { tenantId: string; installerId: string };
  /** Who did it: one of the tenant's chosen users. */
  author: () => { id: string; name: string | null } | undefined;
  daysAgo: (max: number) => Date;
  /** The installer's activity rows, inserted together at the end. */
  activities: (typeof installerActivities.$inferInsert)[];
};

async function seedNotes({ db, faker, base, author, daysAgo, activities }: ContactSeed) {
  for (let i = faker.number.int({ min: 1, max: 4 }); i > 0; i--) {
    const [title, content] = faker.helpers.arrayElement(NOTE_SAMPLES);
    const who = author();
    const createdAt = daysAgo(120);
    const isPrivate = faker.datatype.boolean(0.15);
    await db.insert(installerNotes).values({
      ...base,
      title,
      content,
      type: faker.helpers.arrayElement(NOTE_TYPES),
      priority: faker.helpers.arrayElement(NOTE_PRIORITIES),
      isPrivate,
      tags: faker.helpers.arrayElements(NOTE_TAGS, { min: 0, max: 2 }),
      isCompleted: faker.datatype.boolean(0.3),
      createdBy: who?.id,
      updatedBy: who?.id,
      createdAt,
      updatedAt: createdAt,
    });
    activities.push({
      ...base,
      type: 'note',
      title: isPrivate ? 'Private note added' : `Note added: ${title}`,
      description: isPrivate ? null : content,
      createdBy: who?.id,
      createdByName: who?.name,
      createdAt,
    });
  }
}

/** The calls; returns the installer's last contact, counting them. */
async function seedCalls(seed: ContactSeed, since: Date | null) {
  const { db, faker, base, author, daysAgo, activities } = seed;
  let lastContact = since;
  for (let i = faker.number.int({ min: 1, max: 3 }); i > 0; i--) {
    const who = author();
    const call = {
      ...base,
      type: faker.helpers.arrayElement(['inbound', 'outbound'] as const),
      purpose: faker.helpers.arrayElement(CALL_PURPOSES),
      duration: faker.number.int({ min: 0, max: 75 }),
      outcome: faker.helpers.arrayElement(CALL_OUTCOMES),
      notes: faker.helpers.arrayElement(CALL_SAMPLES),
      contactDate: daysAgo(90),
      contactedBy: who?.id,
      contactedByName: who?.name,
    };
    await db.insert(installerCalls).values(call);
    activities.push({
      ...base,
      type: 'contact',
      title: callTitle(call),
      description: excerpt(call.notes),
      createdBy: who?.id,
      createdByName: who?.name,
      createdAt: call.contactDate,
    });
    if (!lastContact || call.contactDate > lastContact) lastContact = call.contactDate;
  }
  return lastContact;
}

/** E-mails from the templates, some sent, some queued; returns the last contact, counting them. */
async function seedEmails(
  seed: ContactSeed,
  installer: typeof installers.$inferSelect & { email: string },
  templates: readonly (typeof emailTemplates.$inferSelect)[],
  { portalUrl, lastContact: since }: { portalUrl: string; lastContact: Date | null },
) {
  const { db, faker, base, author, daysAgo, activities } = seed;
  let lastContact = since;
  for (let i = faker.number.int({ min: 0, max: 2 }); i > 0; i--) {
    const who = author();
    const template = faker.helpers.arrayElement(templates);
    const isSent = faker.datatype.boolean(0.6);
    const createdAt = isSent ? daysAgo(60) : daysAgo(2);
    const values = buildTemplateValues(installer, {
      outcome: deriveOutcome(installer, false),
      inspectorName: who?.name ?? 'InspectHub',
      portalUrl,
      now: createdAt,
    });
    const to = [toDemoAddress(installer.email.toLowerCase())];
    const subject = fillTemplate(template.subject, values);
    await db.insert(outboxEmails).values({
      ...base,
      to,
      subject,
      body: fillTemplate(template.body, values),
      templateId: template.id,
      status: isSent ? 'sent' : 'queued',
      attempts: isSent ? 1 : 0,
      sentAt: isSent ? createdAt : null,
      createdBy: who?.id,
      createdAt,
      updatedAt: createdAt,
    });
    activities.push({
      ...base,
      type: 'email',
      title: `E-mail: ${subject}`,
      description: `To: ${to[0]}`,
      createdBy: who?.id,
      createdByName: who?.name,
      createdAt,
    });
    if (!lastContact || createdAt > lastContact) lastContact = createdAt;
  }
  return lastContact;
}
