import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InspectionImportValues } from '@/shared/imports/fields';
import type { Tx } from '@/server/db/client';
import { inspections, inspectionStatusHistory, referenceCounters } from '@/server/db/schema/index';
import { bulkInsert, bulkInsertStatement, bulkUpdate } from '@/server/lib/bulk-insert';
import { findInspectorUser } from '../inspections/inspector-user';
import { withRegisterInstaller } from './register-installer';
import { send, type Classified, type WriteContext, type Written } from './write-context';

type Insert = {
  values: InspectionImportValues;
  installerId: string;
  inspectorUserId: string | null;
};

type Plan = {
  inserts: Insert[];
  updates: Record<string, unknown>[];
  statusChanges: Record<string, unknown>[];
  updated: number;
};

async function allocateReferences(tx: Tx, tenantId: string, count: number, now: Date) {
  const year = now.getUTCFullYear();
  const [row] = await tx
    .insert(referenceCounters)
    .values({ tenantId, prefix: 'INS', year, value: count })
    .onConflictDoUpdate({
      target: [referenceCounters.tenantId, referenceCounters.prefix, referenceCounters.year],
      set: { value: sql`${referenceCounters.value} + ${count}` },
    })
    .returning({ value: referenceCounters.value });
  const last = row!.value;
  return Array.from(
    { length: count },
    (_, i) => `INS-${year}-${String(last - count + 1 + i).padStart(6, '0')}`,
  );
}

function inspectionColumns(v: InspectionImportValues) {
  const { reference: _reference, detailed: _detailed, ...columns } = v;
  void _reference;
  void _detailed;
  return columns;
}

/** Looked up once per name in a pass: a file names few inspectors over many rows. */
async function inspectorUserIdFor(ctx: WriteContext, inspectorName: string | null) {
  if (!inspectorName) return null;
  const k = inspectorName.toLowerCase();
  if (!ctx.caches.inspectors.has(k))
    ctx.caches.inspectors.set(
      k,
      await findInspectorUser(ctx.tx, ctx.actor.tenantId, inspectorName),
    );
  return ctx.caches.inspectors.get(k) ?? null;
}

/** Sorts the batch into inserts and updates; the updates' audit rows are collected here. */
async function planInspections(ctx: WriteContext, rows: Classified[]): Promise<Plan> {
  const plan: Plan = { inserts: [], updates: [], statusChanges: [], updated: 0 };
  for (const { row, existing } of rows) {
    if (row.entity !== 'inspections') continue;
    // The installer's details come from the register when it holds the installer.
    const { installerId, values: v } = await withRegisterInstaller(
      ctx.tx,
      ctx.actor,
      row.values,
      ctx.caches.installers,
    );
    const inspectorUserId = await inspectorUserIdFor(ctx, v.inspectorName);
    ctx.touched.add(installerId);
    if (!existing) {
      plan.inserts.push({ values: v, installerId, inspectorUserId });
      continue;
    }
    if (existing.installerId) ctx.touched.add(existing.installerId);
    plan.updates.push({ ...inspectionColumns(v), id: existing.id, installerId, inspectorUserId });
    if (existing.status !== v.status) {
      plan.statusChanges.push({
        inspectionId: existing.id,
        fromStatus: existing.status,
        toStatus: v.status,
        completedDate: v.completedDate,
      });
    }
    ctx.audit('update', 'inspection', existing.id, {
      reference: existing.reference,
      policyId: v.policyId,
    });
    plan.updated++;
  }
  return plan;
}

function historyShared(ctx: WriteContext) {
  return {
    tenantId: ctx.actor.tenantId,
    notes: `Imported from ${ctx.file.fileName}`,
    changedBy: ctx.actor.user.id,
    changedByName: ctx.actor.user.name,
  };
}

/**
 * Inserts the new inspections and their first history rows; the history statement is
 * returned still in flight (wrapped, so awaiting this does not wait for it).
 */
async function insertInspections(ctx: WriteContext, inserts: Insert[]) {
  const { tx, actor, now } = ctx;
  const references = await allocateReferences(tx, actor.tenantId, inserts.length, now);
  // Ids made here, so the history and audit rows need not wait for the insert's answer:
  // each statement is built while the one before it runs (docs/imports.md).
  const ids = inserts.map(() => randomUUID());
  // The validated values go in as they are; what every row shares goes once.
  const inserting = send(
    tx,
    bulkInsertStatement(
      inspections,
      inserts.map((ins) => ins.values),
      {
        same: {
          tenantId: actor.tenantId,
          source: 'SINGLE_PAGE',
          createdBy: actor.user.id,
          updatedBy: actor.user.id,
          createdAt: now,
          updatedAt: now,
        },
        columns: {
          id: ids,
          reference: references,
          installerId: inserts.map((ins) => ins.installerId),
          inspectorUserId: inserts.map((ins) => ins.inspectorUserId),
          notes: inserts.map((ins) => ins.values.additionalNotes ?? ''),
        },
      },
    ),
  );
  const history = bulkInsertStatement(
    inspectionStatusHistory,
    ids.map((id, i) => ({
      inspectionId: id,
      toStatus: inserts[i]!.values.status,
      completedDate: inserts[i]!.values.completedDate,
    })),
    { same: historyShared(ctx) },
  );
  ids.forEach((id, i) =>
    ctx.audit('create', 'inspection', id, {
      reference: references[i],
      policyId: inserts[i]!.values.policyId,
    }),
  );
  await inserting;
  return { inFlight: send(tx, history) };
}

export async function writeInspections(ctx: WriteContext, rows: Classified[]): Promise<Written> {
  const { tx, actor, now } = ctx;
  const plan = await planInspections(ctx, rows);
  // Rows already there: one statement for the batch (per set of columns the file gives).
  await bulkUpdate(tx, inspections, inspections.id, plan.updates, {
    same: { updatedBy: actor.user.id, updatedAt: now },
    also: { version: sql`${inspections.version} + 1` },
    where: eq(inspections.tenantId, actor.tenantId),
  });
  await bulkInsert(tx, inspectionStatusHistory, plan.statusChanges, { same: historyShared(ctx) });
  const { inFlight } = plan.inserts.length
    ? await insertInspections(ctx, plan.inserts)
    : { inFlight: Promise.resolve() };
  return { inserted: plan.inserts.length, updated: plan.updated, inFlight };
}
