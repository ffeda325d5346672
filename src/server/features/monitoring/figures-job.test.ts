import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { installers } from '@/server/db/schema/index';
import { openTestDatabase } from '@/server/test-support/test-database';
import { refreshStaleInstallerFigures } from './figures-job';
import { insertInstaller } from './test-kit';

let database: Database;
const now = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the daily installer figures refresh', () => {
  it('recomputes figures never computed or over a day old, and leaves fresh ones', async () => {
    const T = 'default-tenant';
    const never = await insertInstaller(database.db, { tenantId: T, riskScore: 9.9 });
    const old = await insertInstaller(database.db, {
      tenantId: T,
      riskScore: 9.9,
      figuresUpdatedAt: new Date(now.getTime() - 2 * 86_400_000),
    });
    const fresh = await insertInstaller(database.db, {
      tenantId: T,
      riskScore: 9.9,
      figuresUpdatedAt: new Date(now.getTime() - 3_600_000),
    });
    expect(await refreshStaleInstallerFigures(database.db, now)).toBe(2);
    const risk = async (id: string) =>
      (await database.db.select().from(installers).where(eq(installers.id, id)))[0]!;
    // No results: the prior, with no severity score or fail rate yet.
    expect(await risk(never.id)).toMatchObject({
      riskScore: 2,
      severityScore: null,
      failRate: null,
    });
    expect(await risk(old.id)).toMatchObject({ riskScore: 2 });
    expect(await risk(fresh.id)).toMatchObject({ riskScore: 9.9 });
    expect(await refreshStaleInstallerFigures(database.db, now)).toBe(0);
  });
});
