import { and, eq, sql } from 'drizzle-orm';
import type { AcceptedMeasureWarning } from '@/server/db/schema/index';
import type { Db, Tx } from '@/server/db/client';
import { lodgedMeasures } from '@/server/db/schema/index';

// TrustMark's entry checks as warnings a user must accept (issue 30 point 2, docs/sampling.md):
// a UPRN that already has a measure of the same category in the same scheme, and an address
// line 1 that differs from the one on file for that UPRN.

/** What a check needs of a measure, on file or earlier in the same file. */
export type MeasureAtUprn = {
  umr: string;
  uprn: string;
  category: string;
  schemeId: string;
  schemeName: string;
  addressLine1: string;
};

export const WARNING_CODES = {
  uprn: 'UPRN_SAME_CATEGORY_SCHEME',
  address: 'ADDRESS_LINE_1_DIFFERS',
} as const;

/** Address lines compared as a person would: case, spacing and punctuation ignored. */
const foldAddress = (line: string) => line.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Measures on file at the batch's UPRNs (one query per batch). */
export async function readMeasuresAtUprns(
  db: Db | Tx,
  tenantId: string,
  uprns: string[],
  schemeNames: Map<string, string>,
) {
  const byUprn = new Map<string, MeasureAtUprn[]>();
  if (uprns.length === 0) return byUprn;
  const rows = await db
    .select({
      umr: lodgedMeasures.umr,
      uprn: lodgedMeasures.uprn,
      category: lodgedMeasures.measureCategory,
      schemeId: lodgedMeasures.fundingSchemeId,
      addressLine1: lodgedMeasures.addressLine1,
    })
    .from(lodgedMeasures)
    .where(
      and(
        eq(lodgedMeasures.tenantId, tenantId),
        sql`${lodgedMeasures.uprn} = any(${sql.param(uprns)}::text[])`,
      ),
    )
    .orderBy(lodgedMeasures.createdAt);
  for (const r of rows) {
    const list = byUprn.get(r.uprn!) ?? [];
    list.push({ ...r, uprn: r.uprn!, schemeName: schemeNames.get(r.schemeId) ?? 'its scheme' });
    byUprn.set(r.uprn!, list);
  }
  return byUprn;
}

/**
 * The warnings for one measure against the others at its UPRN (its own UMR excluded: a
 * re-import of the same measure is an update, not a second lodgement).
 */
export function entryWarnings(measure: MeasureAtUprn, others: readonly MeasureAtUprn[]) {
  const warnings: (AcceptedMeasureWarning & { field: 'uprn' | 'addressLine1' })[] = [];
  const rest = others.filter((o) => o.umr !== measure.umr);
  const twin = rest.find((o) => o.category === measure.category && o.schemeId === measure.schemeId);
  if (twin)
    warnings.push({
      code: WARNING_CODES.uprn,
      field: 'uprn',
      message: `UPRN ${measure.uprn} already has a ${measure.category} measure under ${measure.schemeName} (UMR ${twin.umr})`,
    });
  const onFile = rest[0]?.addressLine1;
  if (onFile !== undefined && foldAddress(onFile) !== foldAddress(measure.addressLine1))
    warnings.push({
      code: WARNING_CODES.address,
      field: 'addressLine1',
      message: `Address line 1 differs from "${onFile}" on file for UPRN ${measure.uprn}`,
    });
  return warnings;
}
