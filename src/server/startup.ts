import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DEFAULT_TENANT_ID } from '../shared/roles';
import type { Database } from './db/client';
import { upsertUser } from './db/factories';
import { tenants } from './db/schema/index';
import { isDatabaseEmpty, seedDemoData } from './db/seed/demo-seed';
import type { Env } from './env';
import { ensureDefaultMatrix } from './features/permissions/service';

/** Migrate, grant the default matrix, create the env admin, seed demo data when empty. */
export async function prepareDatabase(database: Database, env: Env, logger: Logger) {
  await database.migrate();
  const { db } = database;
  for (const tenant of await db.select({ id: tenants.id }).from(tenants)) {
    await ensureDefaultMatrix(db, tenant.id);
  }
  const wasEmpty = await isDatabaseEmpty(db);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const admin = await upsertUser(db, {
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      firstName: 'Administrator',
      lastName: '',
      role: 'ADMIN',
      tenantId: DEFAULT_TENANT_ID,
    });
    logger.info(
      { email: admin.email },
      admin.created ? 'created ADMIN from ADMIN_EMAIL' : 'reset ADMIN from ADMIN_EMAIL',
    );
  }
  if (wasEmpty && env.SEED_DEMO) {
    // The first run's one long step: say so, so a quiet terminal does not look stuck.
    logger.info('the database is empty: adding the demo data (first run only)');
    const seeded = await seedDemoData(db);
    logger.info(seeded, 'seeded demo data into the empty database');
  }
  if (database.driver === 'pglite') {
    // PGlite runs no autovacuum, so the planner would never have statistics and would guess
    // (the sampling plan took 1-2 s on the demo data instead of milliseconds, choosing an index
    // that reads every completed inspection per measure). Gathered at each start.
    await db.execute(sql`ANALYZE`);
  }
  return { seeded: wasEmpty && env.SEED_DEMO };
}
