/* eslint-disable @typescript-eslint/no-restricted-imports -- the device's outbox is tested against the real procedures (a tRPC caller on PGlite), which only the server's test support starts */
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import { inArray } from 'drizzle-orm';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db/client';
import { inspections } from '@/server/db/schema/index';
import { createInspection } from '@/server/test-support/inspections';
import { createStaff } from '@/server/test-support/staff-and-inspections';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { drainOutbox } from './drain';
import { addToOutbox, keepMineEntry, keepServerEntry } from './outbox';
import { overlayKept } from './overlay';
import { refreshKept } from './refresh';
import { sendErrorOf, SendError } from './send-error';
import { rememberSignedInUser } from './sign-in';
import { offlineDb, openOfflineDb, setOfflineDbForTests } from './store';
import { configureSync, isSending, kickOutbox, subscribeSending } from './sync';
import type { OfflineTransport } from './transport';
import type { ApplyResult, DeviceChange, OfflineBundle } from './types';
import { countUnsent, wipeUserData } from './wipe';

let database: Database;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  database = await openTestDatabase();
  staff = await createStaff(database);
});
afterAll(() => database.close());

beforeEach(async () => {
  // A fresh device each test: its own fake IndexedDB, not the process's globals.
  const db = openOfflineDb({ indexedDB: new IDBFactory(), IDBKeyRange });
  setOfflineDbForTests(db);
  await db.open();
});

/** What went over the wire: JSON, as the browser's tRPC client would get it. */
const wire = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

const asSendError = (error: unknown): never => {
  if (error instanceof TRPCError)
    throw sendErrorOf(getHTTPStatusCodeFromError(error), error.message);
  throw error;
};

/** The device's calls, answered by the real procedures as `user` (uploads: the browser spec's). */
function serverAs(user: TestUser): OfflineTransport {
  const caller = callerFor(database.db, user);
  return {
    fetchBundle: () => caller.offline.bundle().then(wire<OfflineBundle>, asSendError),
    apply: (input) => caller.offline.applyChange(input).then(wire<ApplyResult>, asSendError),
    upload: () => Promise.reject(new SendError('network', 'No uploads in the unit tests')),
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** An open CWI inspection of the inspector's, today, kept on the device, and its first questions. */
async function keptInspection(user: TestUser) {
  const inspection = await createInspection(database.db, {
    inspectorUserId: user.id,
    scheduledDate: today(),
    status: 'PENDING',
    measureType: 'INSULATION',
    measureCode: 'CWI',
    measureLabel: 'CWI Cavity Wall Insulation',
  });
  await rememberSignedInUser({
    id: user.id,
    name: 'Inspector',
    email: user.email,
    role: user.role,
  });
  await refreshKept(serverAs(user), user.id);
  const row = await offlineDb().kept.get(inspection.id);
  const questions = row!.item.checklist.items.filter((i) => i.kind === 'question');
  return { inspection, row: row!, q1: questions[0]!.itemId, q2: questions[1]!.itemId };
}

const answer = (
  inspectionId: string,
  itemId: string,
  value: 'Pass' | 'Fail',
  answeredAt: string | null = null,
): DeviceChange => ({
  kind: 'answer',
  inspectionId,
  itemId,
  base: { answeredAt },
  answer: value,
  severity: value === 'Fail' ? 'Minor' : null,
  comment: `${value} on site`,
  resolution: null,
});

const serverChecklist = (user: TestUser, inspectionId: string) =>
  callerFor(database.db, user).checklists.forInspection({ inspectionId });

const outboxOf = (userId: string) =>
  offlineDb().outbox.where('userId').equals(userId).sortBy('seq');

describe('the outbox sends in order, once', () => {
  it("shows the device's answers at once, sends them in order and empties the outbox", async () => {
    const { inspector } = staff;
    const { inspection, row, q1, q2 } = await keptInspection(inspector);
    await addToOutbox(inspector.id, answer(inspection.id, q2, 'Pass'));
    await addToOutbox(inspector.id, answer(inspection.id, q1, 'Fail'));

    const shown = overlayKept(row, await outboxOf(inspector.id), new Map(), '');
    const item = (id: string) => shown.checklist.items.find((i) => i.itemId === id);
    expect(item(q1)).toMatchObject({ answer: 'Fail', severity: 'Minor', comment: 'Fail on site' });
    expect(item(q2)).toMatchObject({ answer: 'Pass', answeredAt: null });

    expect(await drainOutbox(serverAs(inspector), inspector.id)).toEqual({
      sent: 2,
      parked: 0,
      stopped: null,
    });
    expect(await outboxOf(inspector.id)).toEqual([]);
    const items = (await serverChecklist(inspector, inspection.id)).items;
    const answered = (id: string) => items.find((i) => i.itemId === id)!;
    expect(answered(q1)).toMatchObject({ answer: 'Fail', severity: 'Minor' });
    expect(answered(q2)).toMatchObject({ answer: 'Pass' });
    // In the order made: q2 first.
    expect(Date.parse(String(answered(q2).answeredAt))).toBeLessThanOrEqual(
      Date.parse(String(answered(q1).answeredAt)),
    );
  });

  it('keeps one entry for two answers of an item made before sending: the last word', async () => {
    const { inspector } = staff;
    const { inspection, q1 } = await keptInspection(inspector);
    await addToOutbox(inspector.id, answer(inspection.id, q1, 'Pass'));
    await addToOutbox(inspector.id, answer(inspection.id, q1, 'Fail'));
    const entries = await outboxOf(inspector.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.change).toMatchObject({ answer: 'Fail' });
  });

  it("sends a second answer of an item on top of the device's own first, with no conflict", async () => {
    const { inspector } = staff;
    const { inspection, q1 } = await keptInspection(inspector);
    await addToOutbox(inspector.id, answer(inspection.id, q1, 'Pass'));
    await drainOutbox(serverAs(inspector), inspector.id);
    // Made on the copy before the first was sent: its base is still "no answer".
    await addToOutbox(inspector.id, answer(inspection.id, q1, 'Fail'));
    expect(await drainOutbox(serverAs(inspector), inspector.id)).toEqual({
      sent: 1,
      parked: 0,
      stopped: null,
    });
    const items = (await serverChecklist(inspector, inspection.id)).items;
    expect(items.find((i) => i.itemId === q1)).toMatchObject({ answer: 'Fail' });
  });
});

describe('a refused change', () => {
  it("keeps the server's message and holds back its inspection's later changes, not others'", async () => {
    const { inspector } = staff;
    const first = await keptInspection(inspector);
    const other = await keptInspection(inspector);
    const { inspection } = first;
    // A stale version: the server refuses it.
    await addToOutbox(inspector.id, {
      kind: 'status',
      id: inspection.id,
      status: 'IN_PROGRESS',
      expectedVersion: inspection.version + 5,
    });
    await addToOutbox(inspector.id, answer(inspection.id, first.q1, 'Pass'));
    await addToOutbox(inspector.id, answer(other.inspection.id, other.q1, 'Pass'));

    expect(await drainOutbox(serverAs(inspector), inspector.id)).toEqual({
      sent: 1,
      parked: 1,
      stopped: null,
    });
    const [refused, held] = await outboxOf(inspector.id);
    expect(refused).toMatchObject({ state: 'refused', inspectionId: inspection.id });
    expect(refused!.error).toMatch(/\S/);
    expect(held).toMatchObject({ state: 'waiting', itemId: first.q1 });
    const otherItems = (await serverChecklist(inspector, other.inspection.id)).items;
    expect(otherItems.find((i) => i.itemId === other.q1)).toMatchObject({ answer: 'Pass' });
  });

  it('stops at a network failure and keeps the entry waiting', async () => {
    const { inspector } = staff;
    const { inspection, q1 } = await keptInspection(inspector);
    await addToOutbox(inspector.id, answer(inspection.id, q1, 'Pass'));
    const offline: OfflineTransport = {
      ...serverAs(inspector),
      apply: () => Promise.reject(new SendError('network', 'Failed to fetch')),
    };
    expect(await drainOutbox(offline, inspector.id)).toEqual({
      sent: 0,
      parked: 0,
      stopped: 'network',
    });
    expect(await outboxOf(inspector.id)).toMatchObject([{ state: 'waiting' }]);
  });
});

describe('a conflict', () => {
  async function conflicted() {
    const { inspector, coordinator } = staff;
    const kept = await keptInspection(inspector);
    // Someone answers on the server after the device's copy was made.
    await callerFor(database.db, coordinator).checklists.answer({
      inspectionId: kept.inspection.id,
      itemId: kept.q1,
      answer: 'Fail',
      severity: 'Major',
      comment: 'Seen from the office',
    });
    await addToOutbox(inspector.id, answer(kept.inspection.id, kept.q1, 'Pass'));
    await drainOutbox(serverAs(inspector), inspector.id);
    const [entry] = await outboxOf(inspector.id);
    return { ...kept, entry: entry! };
  }

  it("parks the device's answer beside the server's and changes nothing", async () => {
    const { inspector } = staff;
    const { inspection, q1, entry } = await conflicted();
    expect(entry).toMatchObject({
      state: 'conflict',
      conflict: { answer: 'Fail', severity: 'Major', comment: 'Seen from the office' },
    });
    const items = (await serverChecklist(inspector, inspection.id)).items;
    expect(items.find((i) => i.itemId === q1)).toMatchObject({ answer: 'Fail' });
  });

  it("'Keep mine' sends the device's answer over the server's", async () => {
    const { inspector } = staff;
    const { inspection, q1, entry } = await conflicted();
    await keepMineEntry(entry.seq!);
    expect(await drainOutbox(serverAs(inspector), inspector.id)).toEqual({
      sent: 1,
      parked: 0,
      stopped: null,
    });
    const items = (await serverChecklist(inspector, inspection.id)).items;
    expect(items.find((i) => i.itemId === q1)).toMatchObject({ answer: 'Pass', severity: null });
  });

  it("'Keep the server's' drops the device's answer from the page and leaves the server's", async () => {
    const { inspector } = staff;
    const { inspection, q1, entry } = await conflicted();
    await keepServerEntry(entry.seq!);
    const row = (await offlineDb().kept.get(inspection.id))!;
    const shown = overlayKept(row, await outboxOf(inspector.id), new Map(), '');
    expect(shown.checklist.items.find((i) => i.itemId === q1)?.answer).toBeNull();
    expect(await drainOutbox(serverAs(inspector), inspector.id)).toEqual({
      sent: 1,
      parked: 0,
      stopped: null,
    });
    expect(await outboxOf(inspector.id)).toEqual([]);
    const items = (await serverChecklist(inspector, inspection.id)).items;
    expect(items.find((i) => i.itemId === q1)).toMatchObject({ answer: 'Fail' });
  });
});

describe('the device keeps and forgets', () => {
  it('keeps an inspection that left the window while its changes wait', async () => {
    const { inspector } = staff;
    const { inspection, q1 } = await keptInspection(inspector);
    const gone = await keptInspection(inspector);
    await addToOutbox(inspector.id, answer(inspection.id, q1, 'Pass'));
    // Both are given to another inspector: the one with a change waiting stays on the device.
    await database.db
      .update(inspections)
      .set({ inspectorUserId: staff.otherInspector.id })
      .where(inArray(inspections.id, [inspection.id, gone.inspection.id]));
    await refreshKept(serverAs(inspector), inspector.id);
    expect(await offlineDb().kept.get(inspection.id)).toBeDefined();
    expect(await offlineDb().kept.get(gone.inspection.id)).toBeUndefined();
  });

  it("wipes the user's kept inspections, outbox, files and the kept user at sign-out", async () => {
    const { inspector } = staff;
    const { inspection, q1 } = await keptInspection(inspector);
    await addToOutbox(inspector.id, answer(inspection.id, q1, 'Pass'));
    await addToOutbox(
      inspector.id,
      { kind: 'attach', inspectionId: inspection.id, purpose: 'evidence', itemId: q1 },
      {
        blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
        fileName: 'a.pdf',
        mime: 'application/pdf',
      },
    );
    expect(await countUnsent(inspector.id)).toBe(2);
    expect(await offlineDb().blobs.count()).toBe(1);
    await wipeUserData(inspector.id);
    const db = offlineDb();
    expect([await db.kept.count(), await db.outbox.count(), await db.blobs.count()]).toEqual([
      0, 0, 0,
    ]);
    expect(await db.meta.get('user')).toBeUndefined();
  });
});

describe('kicking the outbox', () => {
  it('sends a change kept while the last run was finishing (its refresh), without waiting for a retry', async () => {
    const { inspector } = staff;
    const { inspection, q1, q2 } = await keptInspection(inspector);
    const server = serverAs(inspector);
    // The run's refresh (after it sent the first answer) waits until the second is kept.
    let releaseRefresh!: () => void;
    const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
    let refreshStarted!: () => void;
    const refreshing = new Promise<void>((resolve) => (refreshStarted = resolve));
    let held = true;
    // Nothing else of this worker is sending (vitest shares module state between files).
    expect(isSending()).toBe(false);
    // The device is online, whatever another file of this worker left in the global navigator
    // (the outbox sends only when navigator.onLine says so, where there is a navigator).
    vi.stubGlobal('navigator', { onLine: true });
    configureSync({
      userId: inspector.id,
      transport: {
        ...server,
        fetchBundle: async () => {
          if (held) {
            held = false;
            refreshStarted();
            await refreshHeld;
          }
          return server.fetchBundle();
        },
      },
    });
    try {
      await addToOutbox(inspector.id, answer(inspection.id, q1, 'Pass'));
      const first = kickOutbox();
      await refreshing;
      await addToOutbox(inspector.id, answer(inspection.id, q2, 'Pass'));
      void kickOutbox();
      releaseRefresh();
      await first;
      // The kick made during the run starts a run of its own as the first ends: wait for it.
      await new Promise<void>((resolve) => {
        if (!isSending()) return resolve();
        const stop = subscribeSending(() => {
          if (isSending()) return;
          stop();
          resolve();
        });
      });
      expect(await outboxOf(inspector.id)).toEqual([]);
      const items = (await serverChecklist(inspector, inspection.id)).items;
      expect(items.find((i) => i.itemId === q2)).toMatchObject({ answer: 'Pass' });
    } finally {
      configureSync(null);
      vi.unstubAllGlobals();
    }
  });
});
