import { localThumbnail } from './local-thumbnail';
import { addToOutbox } from './outbox';
import { offlineDb } from './store';
import { kickOutbox } from './sync';
import type { DeviceChange, DeviceFile } from './types';

/**
 * Keeps a change the inspector made on the device (with its file), shown at once in the page's
 * overlay, and sends it now if online. Returns the outbox entry's seq.
 */
export async function enqueueChange(change: DeviceChange, file?: DeviceFile): Promise<number> {
  const row = await offlineDb().meta.get('user');
  if (row?.key !== 'user') throw new Error('Sign in while online first to use InspectHub offline.');
  // Made before the store's transaction: IndexedDB commits a transaction left waiting on other work.
  const thumbnail = file ? await localThumbnail(file.blob) : null;
  const seq = await addToOutbox(row.value.id, change, file, thumbnail);
  void kickOutbox();
  return seq;
}
