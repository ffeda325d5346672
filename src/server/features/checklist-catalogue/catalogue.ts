import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AddCatalogueItemInput } from '@/shared/checklists/catalogue';
import { buildDefaultCatalogue } from '@/shared/checklists/default-catalogue';
import { londonDateOf } from '@/shared/periods';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { checklistCatalogueItems, checklistCatalogueVersions } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

/** The tenant's newest catalogue version; version 1 (the built-in lists) is created on first use. */
export async function currentCatalogueVersion(db: Db | Tx, tenantId: string): Promise<number> {
  const [latest] = await db
    .select({ version: checklistCatalogueVersions.version })
    .from(checklistCatalogueVersions)
    .where(eq(checklistCatalogueVersions.tenantId, tenantId))
    .orderBy(desc(checklistCatalogueVersions.version))
    .limit(1);
  if (latest) return latest.version;
  await db
    .insert(checklistCatalogueVersions)
    .values({ tenantId, version: 1, summary: 'Built-in checklists' })
    .onConflictDoNothing();
  await db
    .insert(checklistCatalogueItems)
    .values(buildDefaultCatalogue().map((item) => ({ ...item, tenantId, version: 1 })))
    .onConflictDoNothing();
  return 1;
}

export function listCatalogueItems(db: Db | Tx, tenantId: string, version: number) {
  return db
    .select({
      itemId: checklistCatalogueItems.itemId,
      family: checklistCatalogueItems.family,
      kind: checklistCatalogueItems.kind,
      stage: checklistCatalogueItems.stage,
      measureCode: checklistCatalogueItems.measureCode,
      label: checklistCatalogueItems.label,
      answerKey: checklistCatalogueItems.answerKey,
      naAllowed: checklistCatalogueItems.naAllowed,
      inspectionStage: checklistCatalogueItems.inspectionStage,
      position: checklistCatalogueItems.position,
    })
    .from(checklistCatalogueItems)
    .where(
      and(
        eq(checklistCatalogueItems.tenantId, tenantId),
        eq(checklistCatalogueItems.version, version),
      ),
    )
    .orderBy(asc(checklistCatalogueItems.position));
}

export async function getCatalogue(db: Db, tenantId: string) {
  const version = await db.transaction((tx) => currentCatalogueVersion(tx, tenantId));
  return { version, items: await listCatalogueItems(db, tenantId, version) };
}

function nextItemId(
  items: { itemId: string }[],
  input: z.output<typeof AddCatalogueItemInput>,
): string {
  const prefix =
    input.kind === 'question'
      ? `${input.measureCode!.replace(/_/g, '-')}.`
      : input.kind === 'document'
        ? `${input.family}.DOC-`
        : `${input.family}.PHOTO-${input.stage!.toUpperCase()}-`;
  const taken = items
    .filter((item) => item.itemId.startsWith(prefix))
    .map((item) => Number(item.itemId.slice(prefix.length)))
    .filter(Number.isInteger);
  return `${prefix}${Math.max(0, ...taken) + 1}`;
}

/**
 * A tenant adds a question or a document/photo item without a code change: a
 * new catalogue version copies the current one and adds the item, so
 * inspections pinned to older versions keep the items they were answered against.
 * The new version is in force for measures installed from the day it is published
 * (an administrator may move that date: versions.ts).
 */
export async function addCatalogueItem(
  actor: Actor,
  input: z.output<typeof AddCatalogueItemInput>,
  now: Date = new Date(),
) {
  return actor.db.transaction(async (tx) => {
    const current = await currentCatalogueVersion(tx, actor.tenantId);
    const items = await listCatalogueItems(tx, actor.tenantId, current);
    const version = current + 1;
    const itemId = nextItemId(items, input);
    const family = input.family;
    await tx.insert(checklistCatalogueVersions).values({
      tenantId: actor.tenantId,
      version,
      summary: `Added ${itemId}: ${input.label}`,
      effectiveFrom: londonDateOf(now),
      createdBy: actor.user.id,
    });
    await tx.insert(checklistCatalogueItems).values([
      ...items.map((item) => ({ ...item, tenantId: actor.tenantId, version })),
      {
        tenantId: actor.tenantId,
        version,
        itemId,
        family,
        kind: input.kind,
        stage: input.kind === 'photo' ? input.stage : null,
        measureCode: input.kind === 'question' ? input.measureCode : null,
        label: input.label,
        answerKey: null,
        naAllowed: input.kind === 'question' ? input.naAllowed : true,
        inspectionStage: input.kind === 'question' ? input.inspectionStage : 'both',
        position: items.length,
      },
    ]);
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'checklist_item',
      resourceId: itemId,
      details: {
        version,
        kind: input.kind,
        family,
        label: input.label,
        ...(input.kind === 'question'
          ? { naAllowed: input.naAllowed, inspectionStage: input.inspectionStage }
          : {}),
      },
    });
    return { version, itemId };
  });
}
