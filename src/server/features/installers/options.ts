import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import { registerCompanyName } from '@/shared/installers/company-name';
import { installers } from '@/server/db/schema/index';
import { containsPattern } from '@/server/lib/escape-like';
import type { Actor } from '@/server/trpc/actor';

/** Installers for quick-fill pickers, most inspected first: name, contact details and QMP number. */
export async function listInstallerOptions(actor: Actor, search: string) {
  const rows = await actor.db
    .select({
      id: installers.id,
      name: installers.name,
      notes: installers.notes,
      email: installers.email,
      phone: installers.phone,
      qmpCertNumber: installers.qmpCertNumber,
    })
    .from(installers)
    .where(
      and(
        eq(installers.tenantId, actor.tenantId),
        eq(installers.status, 'Active'),
        search ? ilike(installers.name, containsPattern(search)) : undefined,
      ),
    )
    .orderBy(desc(installers.totalInspections), asc(installers.name))
    .limit(20);
  return rows.map(({ notes, ...r }) => ({
    ...r,
    company: registerCompanyName(r.name, notes),
  }));
}
