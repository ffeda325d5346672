import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { fundingSchemes, lodgedMeasures, workTypes } from '@/server/db/schema/index';
import { bulkInsert } from '@/server/lib/bulk-insert';

let lodged = 0;

/** Lodges `count` measures of a work type for an installer on one day; returns their ids. */
export async function lodgeMeasures(
  db: Db,
  input: {
    tenantId: string;
    installerId: string;
    workTypeCode: string;
    schemeCode: string;
    installedDate: string;
    count: number;
  },
) {
  const [type] = await db
    .select()
    .from(workTypes)
    .where(and(eq(workTypes.tenantId, input.tenantId), eq(workTypes.code, input.workTypeCode)));
  const [scheme] = await db
    .select()
    .from(fundingSchemes)
    .where(
      and(eq(fundingSchemes.tenantId, input.tenantId), eq(fundingSchemes.code, input.schemeCode)),
    );
  const rows = Array.from({ length: input.count }, () => {
    lodged += 1;
    return {
      tenantId: input.tenantId,
      umr: `P${9000 + lodged}TEST`,
      projectReference: `P${9000 + lodged}`,
      uprn: String(100_000_000 + lodged),
      addressLine1: `${lodged} Test Street`,
      postcode: 'LS1 1AA',
      fundingSchemeId: scheme!.id,
      workTypeId: type!.id,
      measureCategory: type!.measureCategory,
      installerId: input.installerId,
      installedDate: input.installedDate,
    };
  });
  const ids = await bulkInsert(db, lodgedMeasures, rows, { returning: { id: lodgedMeasures.id } });
  return ids.map((r) => r.id);
}
