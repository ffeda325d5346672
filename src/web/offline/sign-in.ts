import { offlineDb } from './store';
import type { OfflineUser } from './types';

/**
 * Remembers who signed in (for the offline guard). Another user's kept inspections leave the
 * device; their unsent changes stay, hidden, until they sign in here again (only they can send
 * them) or sign out.
 */
export async function rememberSignedInUser(user: OfflineUser): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.kept, db.meta, async () => {
    const before = await db.meta.get('user');
    if (before?.key === 'user' && before.value.id !== user.id) {
      await db.kept.where('userId').notEqual(user.id).delete();
      await db.meta.bulkDelete(['window', 'refreshedAt']);
    }
    await db.meta.put({ key: 'user', value: user });
  });
}
