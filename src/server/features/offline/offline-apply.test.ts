import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createInstaller, createInstallerUser } from '@/server/test-support/installers';
import { createStaff } from '@/server/test-support/staff-and-inspections';
import { openTestDatabase } from '@/server/test-support/test-database';
import { VISIT_IN_FUTURE_MESSAGE } from './visit-time';
import { KEY_USED_MESSAGE } from './apply';
import { assignedInspection, auditOf, keyRow, newKey, offlineCaller } from './test-kit';

let database: Database;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  database = await openTestDatabase();
  staff = await createStaff(database);
});
afterAll(() => database.close());

const answerChange = (
  inspectionId: string,
  itemId: string,
  extra: Record<string, unknown> = {},
) => ({
  kind: 'answer' as const,
  inspectionId,
  itemId,
  base: { answeredAt: null },
  answer: 'Pass' as const,
  ...extra,
});

describe('offline.apply: the same key applies once', () => {
  it('replays a key sent again, and two senders of one key at once apply it once', async () => {
    const { inspection, question } = await assignedInspection(database, staff.inspector);
    const caller = offlineCaller(database, staff.inspector);
    const key = newKey();
    const change = answerChange(inspection.id, question.itemId);
    const first = await caller.offline.applyChange({ key, change });
    expect(first).toMatchObject({ status: 'applied', replayed: false });
    expect(await caller.offline.applyChange({ key, change })).toEqual({ ...first, replayed: true });

    const together = newKey();
    const comment = {
      ...change,
      base: { answeredAt: null },
      resolution: 'mine' as const,
      comment: 'Twice',
    };
    const both = await Promise.all([
      caller.offline.applyChange({ key: together, change: comment }),
      caller.offline.applyChange({ key: together, change: comment }),
    ]);
    expect(both.map((r) => r.status === 'applied' && r.replayed).sort()).toEqual([false, true]);
    const resourceId = `${inspection.reference}:${question.itemId}`;
    expect(await auditOf(database, 'answer', resourceId)).toHaveLength(2);
    expect(await keyRow(database, inspection.tenantId, together)).toMatchObject({
      userId: staff.inspector.id,
      kind: 'answer',
      inspectionId: inspection.id,
    });
  });

  it("refuses a key that another user's change holds", async () => {
    const { inspection, question } = await assignedInspection(database, staff.inspector);
    const key = newKey();
    const change = answerChange(inspection.id, question.itemId);
    await offlineCaller(database, staff.inspector).offline.applyChange({ key, change });
    await expect(
      offlineCaller(database, staff.coordinator).offline.applyChange({ key, change }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: KEY_USED_MESSAGE });
  });
});

describe('offline.apply: conflicts (point 5)', () => {
  it('returns the server answer and changes nothing when it moved since the device saw it', async () => {
    const { inspection, question } = await assignedInspection(database, staff.inspector);
    const resourceId = `${inspection.reference}:${question.itemId}`;
    const online = await offlineCaller(database, staff.coordinator).checklists.answer({
      inspectionId: inspection.id,
      itemId: question.itemId,
      answer: 'Fail',
      severity: 'Minor',
      comment: 'Seen online',
    });
    expect(online.answer).toBe('Fail');
    const caller = offlineCaller(database, staff.inspector);
    const key = newKey();
    const sent = await caller.offline.applyChange({
      key,
      change: answerChange(inspection.id, question.itemId, { comment: 'From the device' }),
    });
    expect(sent).toMatchObject({
      status: 'conflict',
      server: {
        answer: 'Fail',
        severity: 'Minor',
        comment: 'Seen online',
        answeredByName: 'Cora Ord',
      },
    });
    expect(await keyRow(database, inspection.tenantId, key)).toBeNull();
    expect(await auditOf(database, 'answer', resourceId)).toHaveLength(1);

    // Keep mine: a new key, resolution 'mine': it overwrites and the audit keeps the server's.
    const mine = await caller.offline.applyChange({
      key: newKey(),
      change: answerChange(inspection.id, question.itemId, {
        comment: 'From the device',
        resolution: 'mine',
      }),
    });
    expect(mine).toMatchObject({ status: 'applied', result: { answer: 'Pass' } });
    const [resolved] = await auditOf(database, 'resolve_conflict', resourceId);
    expect(resolved!.details).toMatchObject({
      kept: 'device',
      replaced: { answer: 'Fail', comment: 'Seen online' },
      device: { answer: 'Pass', comment: 'From the device' },
    });
  });

  it("keeping the server's answer changes nothing and audits the device's discarded one", async () => {
    const { inspection, question } = await assignedInspection(database, staff.inspector);
    const resourceId = `${inspection.reference}:${question.itemId}`;
    const result = await offlineCaller(database, staff.inspector).offline.applyChange({
      key: newKey(),
      change: {
        kind: 'keepServerAnswer',
        inspectionId: inspection.id,
        itemId: question.itemId,
        discarded: { answer: 'Fail', severity: 'Major', comment: 'Loose fixing' },
      },
    });
    expect(result).toMatchObject({ status: 'applied', result: { kept: 'server' } });
    const [audit] = await auditOf(database, 'resolve_conflict', resourceId);
    expect(audit!.details).toMatchObject({
      kept: 'server',
      discarded: { answer: 'Fail', severity: 'Major', comment: 'Loose fixing' },
    });
    expect(await auditOf(database, 'answer', resourceId)).toHaveLength(0);
  });
});

describe('offline.apply: refusals', () => {
  it('leaves no key behind, so the corrected change applies under the same key', async () => {
    const { inspection } = await assignedInspection(database, staff.inspector);
    const caller = offlineCaller(database, staff.inspector);
    const key = newKey();
    const visit = (recordedAt: string) => ({
      kind: 'visitStart' as const,
      inspectionId: inspection.id,
      recordedAt,
      position: { status: 'denied' as const },
    });
    await expect(
      caller.offline.applyChange({
        key,
        change: visit(new Date(Date.now() + 3_600_000).toISOString()),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: VISIT_IN_FUTURE_MESSAGE });
    expect(await keyRow(database, inspection.tenantId, key)).toBeNull();
    const recordedAt = new Date(Date.now() - 3_600_000).toISOString();
    const applied = await caller.offline.applyChange({ key, change: visit(recordedAt) });
    expect(applied).toMatchObject({ status: 'applied', result: { startedAt: recordedAt } });
    await expect(
      caller.offline.applyChange({
        key,
        change: visit(new Date(Date.now() - 9 * 86_400_000).toISOString()),
      }),
    ).resolves.toMatchObject({ replayed: true });
  });

  it('refuses an installer, and an inspection assigned to someone else', async () => {
    const { inspection, question } = await assignedInspection(database, staff.inspector);
    const installer = await createInstaller(database.db);
    const portalUser = await createInstallerUser(database.db, installer.id, {
      email: 'ina@apply.test',
    });
    const change = answerChange(inspection.id, question.itemId);
    await expect(
      offlineCaller(database, portalUser).offline.applyChange({ key: newKey(), change }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      offlineCaller(database, staff.otherInspector).offline.applyChange({ key: newKey(), change }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
