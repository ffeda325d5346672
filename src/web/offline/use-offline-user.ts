import { useLiveQuery } from 'dexie-react-hooks';
import { offlineDb } from './store';
import type { OfflineUser } from './types';

async function keptUser(): Promise<OfflineUser | null> {
  const row = await offlineDb().meta.get('user');
  return row?.key === 'user' ? row.value : null;
}

/** The user last signed in on this device while online (the offline guard's), null when none. */
export function useOfflineUser(): { user: OfflineUser | null; isLoading: boolean } {
  const user = useLiveQuery(keptUser, [], undefined);
  return { user: user ?? null, isLoading: user === undefined };
}
