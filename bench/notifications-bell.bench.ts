// The bell polls notifications.unreadCount on every page: measure it with 10,000 notifications per user.
import { createUser } from '../src/server/db/factories';
import { notifications } from '../src/server/db/schema/index';
import { countUnreadNotifications } from '../src/server/features/notifications/service';
import {
  signInForBench,
  measureDirect,
  measureHttp,
  openBenchDatabase,
  report,
  startBenchServer,
} from './harness';

export async function run() {
  const database = await openBenchDatabase();
  const email = `bench-${Date.now()}@inspecthub.bench`;
  const user = await createUser(database.db, {
    email,
    password: 'bench-password-1',
    firstName: 'Bench',
    lastName: 'User',
    role: 'INSPECTOR',
  });
  const rows = Array.from({ length: 10_000 }, (_, i) => ({
    tenantId: user.tenantId,
    userId: user.id,
    type: 'info' as const,
    title: `Notification ${i}`,
    message: 'Benchmark row',
    read: i % 3 !== 0,
    createdAt: new Date(Date.now() - i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await database.db.insert(notifications).values(rows.slice(i, i + 1000));

  const app = await startBenchServer(database);
  try {
    const headers = await signInForBench(email, 'bench-password-1');
    const owner = { tenantId: user.tenantId, userId: user.id };
    console.log(`driver: ${database.driver}, 10,000 notifications for one user`);
    report(
      'notifications.unreadCount',
      await measureHttp('/trpc/notifications.unreadCount', headers),
      await measureDirect(() => countUnreadNotifications(database.db, owner)),
      await measureHttp('/trpc/notifications.unreadCount', headers, 10),
    );
  } finally {
    await app.close();
    await database.close();
  }
}
