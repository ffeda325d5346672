import { useEffect } from 'react';
import { browserTransport } from './browser-transport';
import { rememberSignedInUser } from './sign-in';
import { configureSync, kickOutbox, refreshNow } from './sync';
import type { OfflineUser } from './types';

/** The kept inspections are refreshed this often while online. */
const REFRESH_EVERY_MS = 15 * 60_000;

async function refreshAndSend(): Promise<void> {
  if (!navigator.onLine) return;
  // Changes first: the refreshed copy then already holds them.
  await kickOutbox();
  await refreshNow().catch(() => undefined);
}

/**
 * Keeps the device in step while a user is signed in online (mounted by the staff shell and the
 * offline pages): remembers the user, refreshes their kept inspections at sign-in, when the
 * network comes back and every 15 minutes, and sends the outbox. Renders nothing.
 */
export function OfflineSync({ user }: { user: OfflineUser }) {
  const { id, name, email, role } = user;
  useEffect(() => {
    let live = true;
    configureSync({ transport: browserTransport(), userId: id });
    void rememberSignedInUser({ id, name, email, role }).then(() => {
      if (live) return refreshAndSend();
    });
    const onOnline = () => void refreshAndSend();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, REFRESH_EVERY_MS);
    return () => {
      live = false;
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
      configureSync(null);
    };
  }, [id, name, email, role]);
  return null;
}
