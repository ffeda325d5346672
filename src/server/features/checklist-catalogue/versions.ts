import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  versionForInstallDate,
  type ChecklistInspectionStage,
  type SetCatalogueVersionDateInput,
} from '@/shared/checklists/question-rules';
import { DEFAULT_SAMPLING_RULES } from '@/shared/sampling/rules';
import { quarterOf, rulesInForce } from '@/shared/sampling/sampling';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { checklistCatalogueVersions, samplingRules, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { currentCatalogueVersion } from './catalogue';

/** What a checklist is pinned to: the catalogue version and the inspection's stage. */
export type ChecklistPin = { version: number; stage: ChecklistInspectionStage };

/**
 * Chooses pins for a tenant's inspections by install date. The stage is the sampling rules'
 * (mid- or post-installation) for the quarter of the install date, read from the rules table
 * directly because the sampling feature depends on this one.
 */
export async function pinChooser(tx: Tx, tenantId: string) {
  await currentCatalogueVersion(tx, tenantId);
  const versions = await tx
    .select({
      version: checklistCatalogueVersions.version,
      effectiveFrom: checklistCatalogueVersions.effectiveFrom,
    })
    .from(checklistCatalogueVersions)
    .where(eq(checklistCatalogueVersions.tenantId, tenantId));
  const rules = await tx
    .select({
      effectiveFrom: samplingRules.effectiveFrom,
      inspectionStage: samplingRules.inspectionStage,
    })
    .from(samplingRules)
    .where(eq(samplingRules.tenantId, tenantId))
    .orderBy(asc(samplingRules.createdAt), asc(samplingRules.id));
  return (installDate: string): ChecklistPin => ({
    version: versionForInstallDate(versions, installDate),
    stage: (rulesInForce(rules, quarterOf(installDate)) ?? DEFAULT_SAMPLING_RULES).inspectionStage,
  });
}

/** The tenant's versions, newest first, with who published each and its effective-from date. */
export async function listCatalogueVersions(db: Db | Tx, tenantId: string) {
  const rows = await db
    .select({
      version: checklistCatalogueVersions.version,
      summary: checklistCatalogueVersions.summary,
      effectiveFrom: checklistCatalogueVersions.effectiveFrom,
      createdAt: checklistCatalogueVersions.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(checklistCatalogueVersions)
    .leftJoin(users, eq(users.id, checklistCatalogueVersions.createdBy))
    .where(eq(checklistCatalogueVersions.tenantId, tenantId))
    .orderBy(desc(checklistCatalogueVersions.version));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    createdByName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
  }));
}

/**
 * An administrator moves a version's effective-from install date. Checklists already pinned
 * keep their version (answers were given against it); inspections pinned from now on follow
 * the new date.
 */
export async function setCatalogueVersionDate(actor: Actor, input: SetCatalogueVersionDateInput) {
  return actor.db.transaction(async (tx) => {
    const where = and(
      eq(checklistCatalogueVersions.tenantId, actor.tenantId),
      eq(checklistCatalogueVersions.version, input.version),
    );
    const [before] = await tx
      .select({ effectiveFrom: checklistCatalogueVersions.effectiveFrom })
      .from(checklistCatalogueVersions)
      .where(where);
    if (!before)
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: `Checklist version ${input.version} not found`,
      });
    await tx
      .update(checklistCatalogueVersions)
      .set({ effectiveFrom: input.effectiveFrom })
      .where(where);
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'checklist_version',
      resourceId: String(input.version),
      details: { effectiveFrom: input.effectiveFrom, previous: before.effectiveFrom },
    });
    return { version: input.version, effectiveFrom: input.effectiveFrom };
  });
}
