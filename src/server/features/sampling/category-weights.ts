import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db } from '@/server/db/client';
import { samplingCategoryWeights, workTypes } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { CategoryWeightInput } from '@/shared/sampling/proposals';

/** Every measure category of the tenant's work types with its weight in the draw (1 unless set). */
export async function listCategoryWeights(db: Db, tenantId: string) {
  // One after the other: this may run inside a transaction, which is one connection.
  const categories = await db
    .selectDistinct({ category: workTypes.measureCategory })
    .from(workTypes)
    .where(eq(workTypes.tenantId, tenantId));
  const weights = await db
    .select({
      category: samplingCategoryWeights.measureCategory,
      weight: samplingCategoryWeights.weight,
    })
    .from(samplingCategoryWeights)
    .where(eq(samplingCategoryWeights.tenantId, tenantId));
  const set = new Map(weights.map((w) => [w.category, w.weight]));
  return categories
    .map((c) => ({ measureCategory: c.category, weight: set.get(c.category) ?? 1 }))
    .sort((a, b) => a.measureCategory.localeCompare(b.measureCategory));
}

/** Sets a category's weight (ADMIN, audited with the weight it replaced). */
export async function setCategoryWeight(actor: Actor, input: z.output<typeof CategoryWeightInput>) {
  return actor.db.transaction(async (tx) => {
    const [known] = await tx
      .select({ id: workTypes.id })
      .from(workTypes)
      .where(
        and(
          eq(workTypes.tenantId, actor.tenantId),
          eq(workTypes.measureCategory, input.measureCategory),
        ),
      )
      .limit(1);
    if (!known) {
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: `No work type has the measure category ${input.measureCategory}.`,
      });
    }
    const [before] = await tx
      .select({ weight: samplingCategoryWeights.weight })
      .from(samplingCategoryWeights)
      .where(
        and(
          eq(samplingCategoryWeights.tenantId, actor.tenantId),
          eq(samplingCategoryWeights.measureCategory, input.measureCategory),
        ),
      );
    await tx
      .insert(samplingCategoryWeights)
      .values({ tenantId: actor.tenantId, ...input, updatedBy: actor.user.id })
      .onConflictDoUpdate({
        target: [samplingCategoryWeights.tenantId, samplingCategoryWeights.measureCategory],
        set: { weight: input.weight, updatedBy: actor.user.id, updatedAt: new Date() },
      });
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'sampling_category_weight',
      resourceId: input.measureCategory,
      details: { weight: input.weight, previousWeight: before?.weight ?? 1 },
    });
    return input;
  });
}
