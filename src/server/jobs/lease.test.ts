import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test-support/test-database';
import { runExclusive, tryTakeLease } from './lease';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('job leases', () => {
  it('gives a lease to one owner until it runs out or is released', async () => {
    const { db } = database;
    expect(await tryTakeLease(db, 'lease-a', 60_000, 'server-1')).toBe(true);
    expect(await tryTakeLease(db, 'lease-a', 60_000, 'server-2')).toBe(false);
    expect(await tryTakeLease(db, 'lease-b', 60_000, 'server-2')).toBe(true);
    // An expired lease (a crashed holder) can be taken over.
    expect(await tryTakeLease(db, 'lease-c', 1, 'server-1')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await tryTakeLease(db, 'lease-c', 60_000, 'server-2')).toBe(true);
  });

  it('runs exclusive work once while another holder has the lease, and frees it after', async () => {
    const { db } = database;
    let runs = 0;
    const work = () => Promise.resolve(++runs);
    const outer = await runExclusive(
      db,
      'job:x',
      60_000,
      async () => {
        const inner = await runExclusive(db, 'job:x', 60_000, work, 'server-2');
        expect(inner).toEqual({ ran: false });
        return work();
      },
      'server-1',
    );
    expect(outer).toEqual({ ran: true, result: 1 });
    expect(await runExclusive(db, 'job:x', 60_000, work, 'server-2')).toEqual({
      ran: true,
      result: 2,
    });
  });

  it('releases the lease when the work fails', async () => {
    const { db } = database;
    await expect(
      runExclusive(db, 'job:fails', 60_000, () => Promise.reject(new Error('boom')), 'server-1'),
    ).rejects.toThrow('boom');
    expect(await tryTakeLease(db, 'job:fails', 60_000, 'server-2')).toBe(true);
  });
});
