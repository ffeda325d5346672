import { and, eq } from 'drizzle-orm';
import type { InspectionImportValues } from '@/shared/imports/fields';
import { registerCompanyName } from '@/shared/installers/company-name';
import type { Tx } from '@/server/db/client';
import { installers } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { matchOrCreateInstaller } from '../installers/match-installer';

type RegisterInstaller = {
  id: string;
  name: string;
  company: string;
  email: string | null;
  phone: string | null;
  qmpCertNumber: string | null;
};

/** Per import pass: the row's installer key (QMP certificate, else name, lower case) -> the register's installer. */
export type InstallerCache = Map<string, RegisterInstaller>;

async function readRegister(tx: Tx, tenantId: string, id: string): Promise<RegisterInstaller> {
  const [row] = await tx
    .select({
      id: installers.id,
      name: installers.name,
      notes: installers.notes,
      email: installers.email,
      phone: installers.phone,
      qmpCertNumber: installers.qmpCertNumber,
    })
    .from(installers)
    .where(and(eq(installers.tenantId, tenantId), eq(installers.id, id)));
  const { notes, ...installer } = row!;
  return { ...installer, company: registerCompanyName(installer.name, notes) };
}

/**
 * The installer an imported inspection row names, matched as the forms match
 * it (QMP certificate number, else name; matchOrCreateInstaller), and the
 * row's installer details as the register holds them: a tracker's text is
 * often a variant ('Warm Homes Ltd Ltd', an old email), the register is kept
 * up to date. A detail the register leaves empty keeps the row's value. A row
 * whose installer is not in the register creates it (Pending Review) from the
 * row's text and keeps that text; later rows naming it take the new entry's.
 */
export async function withRegisterInstaller(
  tx: Tx,
  actor: Actor,
  values: InspectionImportValues,
  cache: InstallerCache,
): Promise<{ installerId: string; values: InspectionImportValues }> {
  const key = (values.qmpCert ?? values.installerName).toLowerCase();
  const known = cache.get(key);
  if (!known) {
    const match = await matchOrCreateInstaller(
      tx,
      actor.tenantId,
      {
        name: values.installerName,
        company: values.installerCompany,
        email: values.installerEmail,
        phone: values.installerPhone,
        qmpCert: values.qmpCert,
      },
      actor.user.id,
    );
    cache.set(key, await readRegister(tx, actor.tenantId, match.id));
    if (match.created) return { installerId: match.id, values };
  }
  const installer = cache.get(key)!;
  return {
    installerId: installer.id,
    values: {
      ...values,
      installerName: installer.name,
      installerCompany: installer.company,
      installerEmail: installer.email || values.installerEmail,
      installerPhone: installer.phone || values.installerPhone,
      qmpCert: installer.qmpCertNumber || values.qmpCert,
    },
  };
}
