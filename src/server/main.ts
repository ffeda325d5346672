import { join } from 'node:path';
import { defaultOverloadLimits } from './lib/overload';
import { createUploadStore } from './lib/upload-store';
import { buildApp, DEFAULT_WEB_DIR } from './app';
import type { PlatformServices } from './platform/services';
import { createMailer } from './mail/mailer';
import { startOutboxWorker } from './mail/outbox-worker';
import { JOBS } from './jobs/registry';
import { startScheduler } from './jobs/scheduler';
import { storageFromEnv } from './storage/storage-from-env';
import { DataDirLockedError, loadAuthSecret, lockDataDir } from './data-dir';
import { openDatabaseFromEnv } from './db/open-from-env';
import { DEMO_INSTALLER, DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-users';
import { readEnv, trustedOriginsOf } from './env';
import { createLogger } from './logger';
import { prepareDatabase } from './startup';

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT);

async function main() {
  const unlock = await lockDataDir(env.dataDir, (error) => {
    logger.fatal(
      { err: error },
      'lost the lock on the data directory; stopping to protect the data',
    );
    process.exit(1);
  });
  const database = await openDatabaseFromEnv(env);
  logger.info({ driver: database.driver, dataDir: env.dataDir }, 'database open');

  const { seeded } = await prepareDatabase(database, env, logger);
  // The composition root: the one services object the app, the jobs and the outbox share.
  const services: PlatformServices = {
    storage: storageFromEnv(env),
    mailer: createMailer(env.SMTP_URL),
    portalUrl: env.baseUrl,
    uploads: createUploadStore(join(env.dataDir, 'uploads')),
  };
  const { mailer } = services;
  const outbox = startOutboxWorker({ db: database.db, mailer, logger });
  const scheduler = startScheduler({
    db: database.db,
    driver: database.driver,
    logger,
    services,
    jobs: JOBS,
  });
  const app = await buildApp({
    database,
    logger,
    authSecret: loadAuthSecret(env.dataDir, env.AUTH_SECRET),
    baseUrl: env.baseUrl,
    trustedOrigins: trustedOriginsOf(env),
    trustProxy: env.TRUST_PROXY,
    // WEB_DIR lets parallel local e2e runs serve their own build.
    webDir: process.env.WEB_DIR ?? DEFAULT_WEB_DIR,
    services,
    operatorEmails: env.OPERATOR_EMAILS ?? [],
    overloadLimits: defaultOverloadLimits(env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await outbox.stop();
    await scheduler.stop();
    mailer?.close();
    await database.close();
    await unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  printBanner(seeded);
}

function printBanner(seeded: boolean) {
  const lines = [`InspectHub is running on ${env.baseUrl}`];
  if (env.SEED_DEMO) {
    lines.push(`Demo sign-in${seeded ? ' (created now)' : ''}: password ${DEMO_PASSWORD}`);
    for (const user of [...DEMO_USERS, DEMO_INSTALLER])
      lines.push(`  ${user.role.padEnd(11)} ${user.email}`);
  }
  if (env.ADMIN_EMAIL)
    lines.push(`Administrator: ${env.ADMIN_EMAIL} (password from ADMIN_PASSWORD)`);
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    logger.fatal({ err: error }, 'InspectHub failed to start');
  }
  process.exit(1);
});
