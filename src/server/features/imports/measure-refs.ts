import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { MeasureImportValues } from '@/shared/imports/fields';
import type { Db, Tx } from '@/server/db/client';
import { fundingSchemes, installers, lodgedMeasures, workTypes } from '@/server/db/schema/index';

// The names a measure row gives (work type code, funding scheme, installer) resolved against the
// tenant's own lists: read once per pass (small lists), the licence numbers once per batch.

type Named = { id: string; name: string };
export type MeasureCatalogue = {
  workTypes: Map<string, { id: string; category: string }>;
  schemes: Map<string, Named>;
  installersByQmp: Map<string, Named>;
  installersByName: Map<string, Named>;
};

const fold = (value: string) => value.trim().toLowerCase();

export async function readMeasureCatalogue(db: Db | Tx, tenantId: string) {
  const [types, schemes, register] = [
    await db
      .select({ id: workTypes.id, code: workTypes.code, category: workTypes.measureCategory })
      .from(workTypes)
      .where(eq(workTypes.tenantId, tenantId)),
    await db
      .select({ id: fundingSchemes.id, code: fundingSchemes.code, name: fundingSchemes.name })
      .from(fundingSchemes)
      .where(eq(fundingSchemes.tenantId, tenantId)),
    await db
      .select({ id: installers.id, name: installers.name, qmp: installers.qmpCertNumber })
      .from(installers)
      .where(eq(installers.tenantId, tenantId)),
  ];
  const catalogue: MeasureCatalogue = {
    workTypes: new Map(types.map((t) => [fold(t.code), { id: t.id, category: t.category }])),
    schemes: new Map(),
    installersByQmp: new Map(),
    installersByName: new Map(),
  };
  for (const s of schemes) {
    catalogue.schemes.set(fold(s.code), { id: s.id, name: s.name });
    if (!catalogue.schemes.has(fold(s.name)))
      catalogue.schemes.set(fold(s.name), { id: s.id, name: s.name });
  }
  for (const i of register) {
    if (i.qmp) catalogue.installersByQmp.set(fold(i.qmp), { id: i.id, name: i.name });
    if (!catalogue.installersByName.has(fold(i.name)))
      catalogue.installersByName.set(fold(i.name), { id: i.id, name: i.name });
  }
  return catalogue;
}

/**
 * Installers already matched to earlier measures, by the TrustMark licence number and PAS 2030
 * certificate those measures were lodged with: the register keeps neither, so a licence number
 * is known once a measure lodged under it named its installer.
 */
export async function readLodgedInstallerKeys(db: Db | Tx, tenantId: string, values: string[]) {
  const keys = new Map<string, string>();
  if (values.length === 0) return keys;
  const param = sql.param(values.map(fold));
  const rows = await db
    .selectDistinct({
      tmln: lodgedMeasures.installerTmln,
      pas: lodgedMeasures.installerPasCertificate,
      installerId: lodgedMeasures.installerId,
    })
    .from(lodgedMeasures)
    .where(
      and(
        eq(lodgedMeasures.tenantId, tenantId),
        isNotNull(lodgedMeasures.installerId),
        sql`(lower(${lodgedMeasures.installerTmln}) = any(${param}::text[]) or lower(${lodgedMeasures.installerPasCertificate}) = any(${param}::text[]))`,
      ),
    );
  for (const r of rows) {
    if (r.tmln) keys.set(`tmln:${fold(r.tmln)}`, r.installerId!);
    if (r.pas) keys.set(`pas:${fold(r.pas)}`, r.installerId!);
  }
  return keys;
}

/**
 * The register's installer for a row: its licence number as lodged before, its PAS 2030
 * certificate (lodged before, or the register's QMP certificate number), else its name.
 */
export function matchInstaller(
  catalogue: MeasureCatalogue,
  lodged: Map<string, string>,
  v: Pick<MeasureImportValues, 'installerTmln' | 'installerPasCertificate' | 'installerName'>,
): string | null {
  if (v.installerTmln) {
    const hit = lodged.get(`tmln:${fold(v.installerTmln)}`);
    if (hit) return hit;
  }
  if (v.installerPasCertificate) {
    const pas = fold(v.installerPasCertificate);
    const hit = lodged.get(`pas:${pas}`) ?? catalogue.installersByQmp.get(pas)?.id;
    if (hit) return hit;
  }
  if (v.installerName) return catalogue.installersByName.get(fold(v.installerName))?.id ?? null;
  return null;
}

export const findWorkType = (c: MeasureCatalogue, code: string) => c.workTypes.get(fold(code));
export const findScheme = (c: MeasureCatalogue, name: string) => c.schemes.get(fold(name));
