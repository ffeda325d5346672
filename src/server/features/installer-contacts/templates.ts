import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EMAIL_TEMPLATE_CATEGORIES } from '@/shared/installers/catalogue';
import { listTemplateVariables, previewTemplateBody } from '@/shared/installers/contact-rules';
import type { TemplateInput } from '@/shared/installers/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { emailTemplates } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { notFound } from './installer-access';

export const TEMPLATE_NOT_FOUND = 'Template not found.';
type TemplateRow = typeof emailTemplates.$inferSelect;
type TemplateFields = z.output<typeof TemplateInput>;

export async function requireTemplate(db: Db | Tx, tenantId: string, id: string) {
  const [found] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.tenantId, tenantId), eq(emailTemplates.id, id)));
  return found ?? notFound(TEMPLATE_NOT_FOUND);
}

const present = (t: TemplateRow) => ({
  ...t,
  preview: previewTemplateBody(t.body),
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

export async function listTemplates(
  actor: Actor,
  category: (typeof EMAIL_TEMPLATE_CATEGORIES)[number] | undefined,
) {
  const rows = await actor.db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.tenantId, actor.tenantId),
        category ? eq(emailTemplates.category, category) : undefined,
      ),
    )
    .orderBy(asc(emailTemplates.name), asc(emailTemplates.id));
  return rows.map(present);
}

/** The stored columns of a template; `variables` is what subject and body use, kept for the picker. */
export function templateColumns(input: TemplateFields) {
  return {
    name: input.name,
    category: input.category,
    subject: input.subject,
    body: input.body,
    isActive: input.isActive,
    variables: listTemplateVariables(`${input.subject}\n${input.body}`),
  };
}

async function insertTemplate(tx: Tx, actor: Actor, input: TemplateFields, source?: string) {
  const [created] = await tx
    .insert(emailTemplates)
    .values({ ...templateColumns(input), tenantId: actor.tenantId })
    .returning();
  await writeAudit(tx, actor, {
    action: 'create',
    resource: 'email_template',
    resourceId: created!.id,
    details: { name: created!.name, ...(source ? { duplicatedFrom: source } : {}) },
  });
  return present(created!);
}

export function createTemplate(actor: Actor, input: TemplateFields) {
  return actor.db.transaction((tx) => insertTemplate(tx, actor, input));
}

export function duplicateTemplate(actor: Actor, id: string) {
  return actor.db.transaction(async (tx) => {
    const source = await requireTemplate(tx, actor.tenantId, id);
    return insertTemplate(tx, actor, { ...source, name: `Copy of ${source.name}` }, source.id);
  });
}

export function updateTemplate(actor: Actor, input: TemplateFields & { id: string }) {
  return actor.db.transaction(async (tx) => {
    await requireTemplate(tx, actor.tenantId, input.id);
    const [updated] = await tx
      .update(emailTemplates)
      .set({ ...templateColumns(input), updatedAt: new Date() })
      .where(and(eq(emailTemplates.tenantId, actor.tenantId), eq(emailTemplates.id, input.id)))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'email_template',
      resourceId: input.id,
      details: { name: updated!.name, isActive: updated!.isActive },
    });
    return present(updated!);
  });
}

/** E-mails that used the template keep their text; only their link to it is cleared (FK). */
export function deleteTemplate(actor: Actor, id: string) {
  return actor.db.transaction(async (tx) => {
    const existing = await requireTemplate(tx, actor.tenantId, id);
    await tx
      .delete(emailTemplates)
      .where(and(eq(emailTemplates.tenantId, actor.tenantId), eq(emailTemplates.id, id)));
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'email_template',
      resourceId: id,
      details: { name: existing.name },
    });
    return { id };
  });
}
