import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { checklistAnswers, checklistCatalogueItems } from '@/server/db/schema/index';

export async function requireAnswerRow(
  tx: Tx,
  tenantId: string,
  inspectionId: string,
  itemId: string,
) {
  const [row] = await tx
    .select()
    .from(checklistAnswers)
    .where(
      and(
        eq(checklistAnswers.tenantId, tenantId),
        eq(checklistAnswers.inspectionId, inspectionId),
        eq(checklistAnswers.itemId, itemId),
      ),
    )
    .for('update');
  if (!row)
    throw new TRPCError({
      code: 'NOT_FOUND',
      message: `Item ${itemId} is not on this inspection's checklist.`,
    });
  return row;
}

/** The item's label and whether it accepts N/A, as its catalogue version states them. */
export async function itemRules(tx: Tx, tenantId: string, version: number, itemId: string) {
  const [row] = await tx
    .select({ label: checklistCatalogueItems.label, naAllowed: checklistCatalogueItems.naAllowed })
    .from(checklistCatalogueItems)
    .where(
      and(
        eq(checklistCatalogueItems.tenantId, tenantId),
        eq(checklistCatalogueItems.version, version),
        eq(checklistCatalogueItems.itemId, itemId),
      ),
    );
  return { label: row?.label ?? itemId, naAllowed: row?.naAllowed ?? true };
}
