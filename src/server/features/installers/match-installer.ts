import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { installers } from '@/server/db/schema/index';

type FormInstaller = {
  name: string;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  qmpCert?: string | null;
};

/**
 * The installer an inspection's form names: matched by QMP certificate number,
 * else by name (case-insensitive); created when neither matches, so every
 * inspection feeds an installer's figures.
 */
export async function matchOrCreateInstaller(
  tx: Tx,
  tenantId: string,
  form: FormInstaller,
  userId: string,
) {
  const qmp = form.qmpCert?.trim();
  if (qmp) {
    const [byQmp] = await tx
      .select({ id: installers.id })
      .from(installers)
      .where(
        and(
          eq(installers.tenantId, tenantId),
          sql`lower(${installers.qmpCertNumber}) = lower(${qmp})`,
        ),
      )
      .limit(1);
    if (byQmp) return { id: byQmp.id, created: false };
  }
  const [byName] = await tx
    .select({ id: installers.id })
    .from(installers)
    .where(
      and(
        eq(installers.tenantId, tenantId),
        sql`lower(${installers.name}) = lower(${form.name.trim()})`,
      ),
    )
    .limit(1);
  if (byName) return { id: byName.id, created: false };
  const [created] = await tx
    .insert(installers)
    .values({
      tenantId,
      name: form.name.trim(),
      email: form.email?.trim() || null,
      phone: form.phone?.trim() || null,
      qmpCertNumber: qmp || null,
      status: 'Pending Review',
      notes:
        form.company && form.company.trim() !== form.name.trim()
          ? `Company: ${form.company.trim()}`
          : null,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning({ id: installers.id });
  return { id: created!.id, created: true };
}
